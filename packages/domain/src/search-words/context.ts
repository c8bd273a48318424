import type { ListFacetAttribute } from '../search/facet-attributes.ts'

/**
 * What the caller tells the parser about the site it parses for. Nothing here is read from a clock, a
 * network or a file: the server gathers it (stock facets, the group's vocabulary in Studio, the site's
 * finance settings, a place lookup) and passes it in.
 */

/** The site's stock as its search index facets list it: the values a shopper could click. */
export interface StockVocabulary {
  makes: readonly string[]
  models: readonly { make: string; model: string }[]
  badges: readonly string[]
  bodies: readonly string[]
  colours: readonly string[]
  fuels: readonly string[]
  transmissions: readonly string[]
  drives: readonly string[]
  /** As the `seats` facet lists them: '5', '7'. */
  seats: readonly string[]
  /** `car_type` values: 'new', 'used', 'demo'. */
  conditions: readonly string[]
  /** `item_type` values: 'car', 'motorcycle', 'truck', 'caravan'. */
  itemTypes: readonly string[]
  /** `filtered_features` values: 'Apple CarPlay', 'Tow Bar', 'Towing 3,500 kg+'. */
  features: readonly string[]
  cities: readonly string[]
  states: readonly string[]
}

export const emptyStockVocabulary: StockVocabulary = {
  makes: [],
  models: [],
  badges: [],
  bodies: [],
  colours: [],
  fuels: [],
  transmissions: [],
  drives: [],
  seats: [],
  conditions: [],
  itemTypes: [],
  features: [],
  cities: [],
  states: [],
}

/** What a dealer group's synonym means; any mix of facet values (Studio: Search vocabulary). */
export interface SynonymMeaning {
  make?: string | null
  model?: string | null
  badge?: string | null
  body?: string | null
  fuel?: string | null
  transmission?: string | null
  drive?: string | null
  colour?: string | null
  /** A `car_type` value: 'new', 'used' or 'demo'. */
  condition?: string | null
}

/** 'troopy' and 'troop carrier' mean Toyota LandCruiser Troop Carrier. */
export interface SearchSynonym extends SynonymMeaning {
  words: readonly string[]
}

/** The facet each meaning field refines. */
export const synonymAttributes = {
  make: 'make',
  model: 'model',
  badge: 'badge',
  body: 'body',
  fuel: 'fuel',
  transmission: 'transmission',
  drive: 'drive',
  colour: 'colour',
  condition: 'car_type',
} as const satisfies Record<keyof SynonymMeaning, ListFacetAttribute>

/** A place found by the caller's lookup (Australian postcodes and suburbs). */
export interface Place {
  /** 'Penrith' */
  name: string
  postcode: string
  /** 'NSW' */
  state: string
  lat: number
  lng: number
}

/**
 * Finds a suburb by name ('penrith', 'castle hill'), optionally within a state, or a postcode ('2750').
 * Returns null for anything it does not know.
 */
export type PlaceLookup = (query: { name?: string; postcode?: string; state?: string }) => Place | null

/** How a weekly (or monthly) budget becomes a price: the site's finance settings. */
export interface BudgetFinanceRules {
  /** Percent per annum, e.g. 10. */
  annualRate: number
  termYears: number
  /** Added to the loan, as the site's finance calculator adds it. */
  establishmentFee: number
}

export interface SearchWordsContext {
  stock: StockVocabulary
  /** The dealer group's own words (Studio). */
  synonyms: readonly SearchSynonym[]
  /** The calendar year ages are counted from ("less than 3 years old"). */
  currentYear: number
  finance: BudgetFinanceRules
  /** Absent: places are not looked up (postcodes and suburbs stay words). */
  lookupPlace?: PlaceLookup
}
