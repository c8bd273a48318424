/**
 * Featured cars (forms document section 9: "Featured cars: 6"; section 2, finance: "Featured cars filter:
 * in stock, more than 1 photo, used"). The home page shows the site's top-ranked cars of any condition
 * that meet the same photo and stock rule; the finance call to action narrows it to used cars.
 */

export const FEATURED_CARS_COUNT = 6

export interface FeaturedCarsCriteria {
  status: 'in_stock'
  /** Strictly more photos than this. */
  photosMoreThan: number
  /** Only these conditions (car_type); null for any. */
  carTypes: readonly ('new' | 'used' | 'demo')[] | null
  count: number
}

export function featuredCarsCriteria(options: { usedOnly: boolean }): FeaturedCarsCriteria {
  return {
    status: 'in_stock',
    photosMoreThan: 1,
    carTypes: options.usedOnly ? ['used'] : null,
    count: FEATURED_CARS_COUNT,
  }
}

/** Whether a car meets the criteria (the same rule the search filter applies, for checks and tests). */
export function isFeaturedCar(
  car: { status: string; photos_count: number; car_type: string },
  criteria: FeaturedCarsCriteria,
): boolean {
  return (
    car.status === criteria.status &&
    car.photos_count > criteria.photosMoreThan &&
    (criteria.carTypes === null || (criteria.carTypes as readonly string[]).includes(car.car_type))
  )
}
