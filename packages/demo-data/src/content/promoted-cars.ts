import type { CarRule } from '@forecourt/domain/promoted-cars/promotion'
import { dealerId } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference } from './content-document.ts'

/**
 * The demo's promoted cars (Studio: a website's Promoted cars): Southern Cross Motors pins a used Ranger
 * by stock number and its best used Prado by a rule to the top of /search/used-cars until far ahead; its
 * spring clearance pinned a HiAce there until the end of October 2026, and has expired. The stock numbers
 * are the default 1,500-vehicle feed's (promoted-cars.test.ts checks they are listed there).
 */
export interface DemoPromotion {
  key: string
  website: string
  title: string
  landingPaths: string[]
  keywords?: { query: string; match: 'exact' | 'contains' }[]
  cars: ({ position: number } & ({ stockNumber: string } | { rule: CarRule }))[]
  startsAt: string
  expiresAt: string
}

export const demoPromotions: DemoPromotion[] = [
  {
    key: 'used-car-of-the-week',
    website: 'southern-cross-motors',
    title: 'Used car of the week',
    landingPaths: ['/search/used-cars'],
    cars: [
      { stockNumber: 'SCU18157', position: 1 },
      { rule: { make: 'Toyota', model: 'Prado', condition: 'used' }, position: 3 },
    ],
    startsAt: '2026-11-01T00:00:00.000Z',
    expiresAt: '2099-12-31T13:00:00.000Z',
  },
  {
    key: 'spring-clearance',
    website: 'southern-cross-motors',
    title: 'Spring clearance van',
    landingPaths: ['/search/used-cars'],
    cars: [{ stockNumber: 'SCU18317', position: 2 }],
    startsAt: '2026-10-01T00:00:00.000Z',
    expiresAt: '2026-10-31T13:00:00.000Z',
  },
]

export const promotionDocumentId = (promotion: Pick<DemoPromotion, 'key' | 'website'>) =>
  `promotedCars-${promotion.website}-${promotion.key}`

export function promotedCarsDocument(promotion: DemoPromotion): ContentDocument {
  return {
    _id: promotionDocumentId(promotion),
    _type: 'promotedCars',
    website: reference(dealerId(promotion.website)),
    title: promotion.title,
    cars: promotion.cars.map((car, index) => ({
      _key: `car-${index + 1}`,
      _type: 'promotedCar',
      position: car.position,
      ...('stockNumber' in car
        ? { stockNumber: car.stockNumber }
        : { rule: { _type: 'promotedCarRule', ...car.rule } }),
    })),
    landingPaths: promotion.landingPaths,
    ...(promotion.keywords
      ? {
          keywords: promotion.keywords.map((keyword, index) => ({
            _key: `keyword-${index + 1}`,
            _type: 'promotionKeyword',
            ...keyword,
          })),
        }
      : {}),
    startsAt: promotion.startsAt,
    expiresAt: promotion.expiresAt,
  }
}
