import type { PromotedCar } from '@forecourt/domain/promoted-cars/promotion'
import { and, exactAny } from '../filter-syntax.ts'

/**
 * The stock index filter that finds a promoted car among a website's dealers' stock: its stock number
 * while it is not sold, or for a rule the cars in stock, not reserved, with the rule's values (the
 * best-ranked one is taken).
 */
export function promotedCarFilter(dealerSlugs: readonly string[], car: PromotedCar): string {
  const site = exactAny('dealership_slug', dealerSlugs)
  if ('stockNumber' in car) return and(site, exactAny('stocknum', [car.stockNumber]), 'status:!=sold')
  const { make, model, condition } = car.rule
  return and(
    site,
    'status:=in_stock',
    'reserved:=false',
    make && exactAny('make', [make]),
    model && exactAny('model', [model]),
    condition && exactAny('car_type', [condition]),
  )
}
