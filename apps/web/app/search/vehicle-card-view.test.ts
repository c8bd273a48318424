import { platformDefaultSettings } from '@forecourt/domain/site/settings'
import { describe, expect, it } from 'vitest'
import { vehicleCardView } from './vehicle-card-view'
import { CARD_PHOTOS_USED, type VehicleHit } from './vehicle-hit'

const photos = (count: number) => Array.from({ length: count }, (_, index) => `/photos/car-${index + 1}.jpg`)

const hit = (thumbnails: string[]): VehicleHit =>
  ({
    objectID: '4000001',
    slug: '2024-toyota-corolla-ascent-sport-abc123',
    year: 2024,
    make: 'Toyota',
    model: 'Corolla',
    status: 'in_stock',
    car_type: 'used',
    price: 25990,
    thumbnail_urls: thumbnails,
    photos_count: thumbnails.length,
  }) as VehicleHit

describe('vehicleCardView', () => {
  it('carries the photos the card shows and no more, with the count of all of them', () => {
    const { images } = vehicleCardView(hit(photos(12)), platformDefaultSettings, new Date())
    expect(images).toEqual({
      kind: 'photos',
      primaryUrl: '/photos/car-1.jpg',
      strip: photos(CARD_PHOTOS_USED),
      photoCount: 12,
    })
  })

  it('keeps a strip shorter than the card shows as it is', () => {
    const { images } = vehicleCardView(hit(photos(4)), platformDefaultSettings, new Date())
    expect(images).toMatchObject({ strip: photos(4), photoCount: 4 })
  })
})
