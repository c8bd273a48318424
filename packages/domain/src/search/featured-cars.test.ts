import { describe, expect, it } from 'vitest'
import { FEATURED_CARS_COUNT, featuredCarsCriteria, isFeaturedCar } from './featured-cars.ts'

const car = (status: string, photos_count: number, car_type = 'used') => ({ status, photos_count, car_type })

describe('featured cars', () => {
  it('"Featured cars: 6"', () => {
    expect(FEATURED_CARS_COUNT).toBe(6)
    expect(featuredCarsCriteria({ usedOnly: false }).count).toBe(6)
  })

  it('"Featured cars filter: in stock, more than 1 photo, used"', () => {
    const used = featuredCarsCriteria({ usedOnly: true })
    expect(isFeaturedCar(car('in_stock', 2), used)).toBe(true)
    expect(isFeaturedCar(car('in_stock', 1), used)).toBe(false)
    expect(isFeaturedCar(car('in_stock', 0), used)).toBe(false)
    expect(isFeaturedCar(car('sold', 8), used)).toBe(false)
    expect(isFeaturedCar(car('coming_soon', 8), used)).toBe(false)
    expect(isFeaturedCar(car('in_stock', 8, 'new'), used)).toBe(false)
  })

  it('takes any condition on the home page, with the same stock and photo rule', () => {
    const home = featuredCarsCriteria({ usedOnly: false })
    expect(home.carTypes).toBeNull()
    for (const type of ['new', 'used', 'demo'])
      expect(isFeaturedCar(car('in_stock', 2, type), home)).toBe(true)
    expect(isFeaturedCar(car('in_stock', 1, 'new'), home)).toBe(false)
  })
})
