/**
 * How a search asks for a website's promotions. The stock index is shared by every website, so each
 * promotion's rules carry tags naming their website, and a search sends the tags of the website and page
 * it is made on (Typesense's `curation_tags`; InstantSearch's `ruleContexts`). A search without tags (a
 * car page's similar cars, the home page's featured cars) never sees a promotion.
 *
 * - Landing pages: a rule tagged with the page (`promoted:{site}:{path}`), sent while the shopper browses
 *   the page: no typed words. Refinements are allowed; a pinned car that does not pass them is left out.
 * - Typed words: a rule tagged with the website (`promoted:{site}`) and matching the query.
 *
 * Both only in the page's default order ('Featured'): a shopper who sorts by price, or searches near a
 * place, gets that order without cars out of it.
 */

const PREFIX = 'promoted'

/** Tags are sent comma-separated: a slug or a landing path never holds a comma. */
export const promotionSiteTag = (site: string) => `${PREFIX}:${site}`

export const promotionPageTag = (site: string, landingPath: string) => `${PREFIX}:${site}:${landingPath}`

export interface PromotionSearch {
  site: string
  landingPath: string
  /** The typed words; empty (or Typesense's `*`) when the shopper browses. */
  query: string
  /** The page's default order, not another sort and not near a place. */
  defaultOrder: boolean
}

/** Where a results-page search is made: the website's slug and the landing page's path. */
export type PromotionPlace = Pick<PromotionSearch, 'site' | 'landingPath'>

/** The curation tags a results-page search sends. */
export function promotionTags(search: PromotionSearch): string[] {
  if (!search.defaultOrder) return []
  const query = search.query.trim()
  const browsing = query === '' || query === '*'
  return browsing
    ? [promotionSiteTag(search.site), promotionPageTag(search.site, search.landingPath)]
    : [promotionSiteTag(search.site)]
}
