import { describe, expect, it } from 'vitest'
import { LatitudeOrder } from './latitude-order.ts'

describe('LatitudeOrder', () => {
  it('keeps points sorted by latitude as more are appended', () => {
    const lat = new Float64Array([5, -3, 1, 0, 0, 0])
    const order = new LatitudeOrder()
    expect([...order.sorted(lat, 3).points]).toEqual([1, 2, 0])
    lat[3] = 2
    lat[4] = -10
    lat[5] = 9
    const { points, latitudes } = order.sorted(lat, 6)
    expect([...points]).toEqual([4, 1, 2, 3, 0, 5])
    expect([...latitudes]).toEqual([-10, -3, 1, 2, 5, 9])
  })
})
