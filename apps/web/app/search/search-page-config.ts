import type { PromotionPlace } from '@forecourt/domain/promoted-cars/curation-tags'
import type { RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import type { FacetStats } from '@forecourt/domain/search/range-slider'
import type { SiteSettings } from '@forecourt/domain/site/settings'
import type { PromoOffer } from './components/promo-card'
import type { SearchLanding, SearchLocation } from './search-routing'
import type { CardSettings } from './vehicle-card-view'

/** What the results page needs from its loader to run InstantSearch, on the server and in the browser. */
export interface SearchPageConfig {
  /** The stock index. */
  indexName: string
  search: {
    /** Node URL browsers search on (absolute, or a path on this website). */
    url: string
    /** The site's scoped search key. */
    apiKey: string
    /** Added to price-ascending searches where the dealer excludes $0 prices. */
    priceAscendingFilter: string | null
    /** Where searches are made, for the website's promoted cars (its slug and the landing page). */
    promotions: PromotionPlace | null
  }
  landing: SearchLanding
  location: SearchLocation
  settings: CardSettings &
    Pick<
      SiteSettings,
      | 'certifiedOnly'
      | 'priceAscendingExcludesZero'
      | 'scrollToTopAfterSearch'
      | 'refreshPath'
      | 'onePerModelView'
    >
  /** The render's clock (ms), so server and browser agree on listing ages. */
  now: number
  /** The site's whole listed stock, for counts above the engine's exact limit. */
  stockTotal: number | null
  /** The site's first current offer, shown as a card at the dealer's promotion position. */
  promo: { position: number; strictDisplay: boolean; offer: PromoOffer } | null
  /** Whole-stock minimum and maximum of the range facets: the sliders' scale. */
  rangeStats: Partial<Record<RangeFacetAttribute, FacetStats>>
}
