import { describe, expect, it } from 'vitest'
import { modeHref, photoHref, requestedMode, requestedPhotoIndex } from './media-url-state'

const params = (query: string) => new URLSearchParams(query)

describe('media URL state', () => {
  it('reads the requested view when the car offers it', () => {
    expect(requestedMode(params('media=interior'), ['spinner', 'gallery', 'interior'])).toBe('interior')
    expect(requestedMode(params('media=interior'), ['spinner', 'gallery'])).toBeNull()
    expect(requestedMode(params('media=nonsense'), ['spinner', 'gallery'])).toBeNull()
    expect(requestedMode(params(''), ['spinner', 'gallery'])).toBeNull()
  })

  it('reads the requested photo, counted from 1, else the first', () => {
    expect(requestedPhotoIndex(params('photo=3'), 11)).toBe(2)
    for (const query of ['', 'photo=0', 'photo=12', 'photo=2.5', 'photo=abc']) {
      expect(requestedPhotoIndex(params(query), 11)).toBe(0)
    }
  })

  it("links to a view or photo, keeping the page's other parameters but not a calculator's focus marker", () => {
    const page = params('calculator=fuel&fuel_distance=15000&photo=4')
    expect(modeHref(page, 'interior')).toBe('?fuel_distance=15000&media=interior#car-media')
    expect(photoHref(page, 4)).toBe('?fuel_distance=15000&photo=5&media=gallery#car-media')
  })
})
