import type { PromotedCar } from '@forecourt/domain/promoted-cars/promotion'
import { and, anyOf, equals, type FilterExpression, notEquals } from '../filter-expression.ts'

/**
 * The stock index filter that finds a promoted car among a website's dealers' stock: its stock number
 * while it is not sold, or for a rule the cars in stock, not reserved, with the rule's values (the
 * best-ranked one is taken).
 */
export function promotedCarFilter(dealerSlugs: readonly string[], car: PromotedCar): FilterExpression {
  const site = anyOf('dealership_slug', dealerSlugs)
  if ('stockNumber' in car) return and(site, equals('stocknum', car.stockNumber), notEquals('status', 'sold'))
  const { make, model, condition } = car.rule
  return and(
    site,
    equals('status', 'in_stock'),
    equals('reserved', false),
    make ? equals('make', make) : null,
    model ? equals('model', model) : null,
    condition ? equals('car_type', condition) : null,
  )
}
