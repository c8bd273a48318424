import { promotionPageTag, promotionSiteTag } from '@forecourt/domain/promoted-cars/curation-tags'
import type { Promotion } from '@forecourt/domain/promoted-cars/promotion'
import type { CurationObjectSchema } from 'typesense/lib/Typesense/CurationSets'

/**
 * The curation set every website's promotions live in, applied to the stock index. Typesense 30's curation
 * sets (`/curation_sets`), as the embedded engine implements them (ADR 030).
 */
export const PROMOTED_CARS_SET = 'promoted_cars'

/**
 * Every item of a promotion has an id starting with this, so its items are found to replace or remove.
 * Document ids never hold a `~`, so no other promotion's items start the same way.
 */
export const promotionItemPrefix = (promotionId: string) => `${promotionId}~`

/**
 * The curation items that pin a promotion's cars, given the stock index id each car resolved to (null: no
 * such car in stock now; that position is left to the usual order). One item for its landing pages
 * (tagged with each page) and one per typed words (tagged with the website, matching the query), all:
 * - in force from the start to the expiry (`effective_from_ts` / `effective_to_ts`, seconds), so an
 *   expired promotion changes nothing without anyone telling the index;
 * - placing cars only where they pass the search's filters (`filter_curated_hits`): the website's own stock
 *   rules, embedded in its key, and the shopper's refinements;
 * - leaving the query alone (`remove_matched_tokens: false`) and letting other promotions apply too
 *   (`stop_processing: false`).
 * A promotion whose cars resolved to none has no items.
 */
export function promotionCurationItems(
  promotion: Promotion,
  resolvedIds: readonly (string | null)[],
): CurationObjectSchema[] {
  const includes = promotion.cars.flatMap((car, index) => {
    const id = resolvedIds[index]
    return id ? [{ id, position: car.position }] : []
  })
  if (includes.length === 0) return []
  const common = {
    includes,
    filter_curated_hits: true,
    remove_matched_tokens: false,
    stop_processing: false,
    effective_from_ts: Math.floor(promotion.startsAt / 1000),
    effective_to_ts: Math.floor(promotion.expiresAt / 1000),
  }
  const prefix = promotionItemPrefix(promotion.id)
  const site = promotion.site.slug
  const items: CurationObjectSchema[] = []
  if (promotion.landingPaths.length > 0) {
    items.push({
      id: `${prefix}pages`,
      rule: { tags: promotion.landingPaths.map((path) => promotionPageTag(site, path)) },
      ...common,
    })
  }
  promotion.keywords.forEach((keyword, index) => {
    items.push({
      id: `${prefix}words-${index + 1}`,
      rule: { query: keyword.query, match: keyword.match, tags: [promotionSiteTag(site)] },
      ...common,
    })
  })
  return items
}
