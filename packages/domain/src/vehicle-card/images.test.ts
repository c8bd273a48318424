import { describe, expect, it } from 'vitest'
import { cardImages } from './images.ts'

const urls = (count: number) => Array.from({ length: count }, (_, index) => `/demo-media/car-${index}.svg`)
const placeholder = '/images/no-photo.svg'
const options = { requestPhotos: false, placeholderImageUrls: [placeholder] }

describe('vehicle card images', () => {
  it('"The strip appears only for more than 3 images"', () => {
    const four = cardImages({ status: 'in_stock', thumbnail_urls: urls(4), photos_count: 4 }, options)
    expect(four).toEqual({ kind: 'photos', primaryUrl: urls(1)[0], strip: urls(4), photoCount: 4 })
    const three = cardImages({ status: 'in_stock', thumbnail_urls: urls(3), photos_count: 3 }, options)
    expect(three).toMatchObject({ kind: 'photos', strip: null, photoCount: 3 })
  })

  it('"Cars whose status is not in_stock get no thumbnail strip"', () => {
    for (const status of ['coming_soon', 'sold']) {
      expect(cardImages({ status, thumbnail_urls: urls(8), photos_count: 8 }, options)).toMatchObject({
        kind: 'photos',
        strip: null,
      })
    }
  })

  it('counts photos beyond the stored thumbnails', () => {
    const car = {
      status: 'in_stock',
      primary_image_url: '/hero.svg',
      thumbnail_urls: urls(2),
      photos_count: 20,
    }
    expect(cardImages(car, options)).toEqual({
      kind: 'photos',
      primaryUrl: '/hero.svg',
      strip: urls(2),
      photoCount: 20,
    })
  })

  it('"A car with no photo or only the default placeholder shows a \'new arrival\' placeholder"', () => {
    expect(cardImages({ status: 'in_stock', thumbnail_urls: [], photos_count: 0 }, options)).toEqual({
      kind: 'newArrivalPlaceholder',
      requestPhotos: false,
    })
    const onlyPlaceholder = {
      status: 'in_stock',
      primary_image_url: placeholder,
      thumbnail_urls: [placeholder],
      photos_count: 1,
    }
    expect(cardImages(onlyPlaceholder, options).kind).toBe('newArrivalPlaceholder')
  })

  it('"optionally with a Request Photos form" where the feature is on', () => {
    expect(cardImages({ status: 'coming_soon', primary_image_url: null }, { requestPhotos: true })).toEqual({
      kind: 'newArrivalPlaceholder',
      requestPhotos: true,
    })
  })
})
