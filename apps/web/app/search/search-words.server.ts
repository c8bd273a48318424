import { searchVocabularyQuery } from '@forecourt/content/queries'
import type { Site } from '@forecourt/content/sites'
import type { RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import type { Landing } from '@forecourt/domain/search/landing-paths'
import type { FacetStats } from '@forecourt/domain/search/range-slider'
import { parseSearchParams, withPreRefinements } from '@forecourt/domain/search/url-state'
import {
  emptyStockVocabulary,
  type PlaceLookup,
  type SearchSynonym,
  type SearchWordsContext,
  type StockVocabulary,
} from '@forecourt/domain/search-words/context'
import { parseSearchWords } from '@forecourt/domain/search-words/parse-search-words'
import {
  SEARCHED_PARAM,
  searchStateFromWords,
  WORDS_OPTIONS,
  WORDS_PARAM,
  type WordsStateOptions,
} from '@forecourt/domain/search-words/search-words-state'
import { MAX_PHRASE_LENGTH } from '@forecourt/domain/search-words/tokenise'
import { budgetFinanceRules } from '@forecourt/domain/search-words/weekly-budget'
import { searchVocabularyId } from '@forecourt/domain/site/website-singletons'
import { vehiclesCollection } from '@forecourt/search/collections/vehicles'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { serverLogger } from '~server/logger'
import type { AppServices } from '~server/services'
import type { SearchedFor } from './components/searched-for'
import { siteLocationPoints } from './near-place.server'
import { placeDirectory } from './place-directory.server'
import { searchHref } from './search-routing'
import { wordsPlaceLookup } from './words-place-lookup.server'

/**
 * Search in plain words on the server (issue 21): the quick search and the results page's keyword box send
 * what a shopper typed as `words`; the results route answers with a redirect to the refinement URL those
 * words mean (the same URL clicking the filters makes), keeping the phrase in `searched`; the page then
 * shows "You searched for" with a removable chip per understanding.
 *
 * Places: postcodes and suburbs are looked up in the near-me place directory and become the near-me
 * search (`near`, `distance`), as the near-me form would write it. Should the directory be unreadable,
 * the parser gets no lookup: suburbs and postcodes stay words, the site's own cities stay its city facet.
 */

/** The facets the parser reads the site's stock words from, with the vocabulary field each fills. */
const vocabularyFacets = {
  make: 'makes',
  badge: 'badges',
  body: 'bodies',
  colour: 'colours',
  fuel: 'fuels',
  transmission: 'transmissions',
  drive: 'drives',
  seats: 'seats',
  car_type: 'conditions',
  item_type: 'itemTypes',
  filtered_features: 'features',
  city: 'cities',
  state: 'states',
} as const satisfies Record<string, Exclude<keyof StockVocabulary, 'models'>>

const MAX_VOCABULARY_VALUES = 1_000

/** Range facets whose whole-stock minimum and maximum decide which typed bounds filter anything. */
const rangeFacets = ['price', 'km', 'year'] as const satisfies readonly RangeFacetAttribute[]

interface FacetCountsResponse {
  field_name: string
  counts: { value: string }[]
  stats?: FacetStats
}

interface SiteWords {
  stock: StockVocabulary
  synonyms: SearchSynonym[]
  stockRanges: Partial<Record<RangeFacetAttribute, FacetStats>>
}

async function fetchStockVocabulary(
  services: Pick<AppServices, 'search' | 'siteStock'>,
  site: Site,
): Promise<Pick<SiteWords, 'stock' | 'stockRanges'>> {
  const response = await services.search.client
    .collections(vehiclesCollection.name)
    .documents()
    .search({
      q: '*',
      filter_by: services.siteStock.access(site).filterBy,
      facet_by: [...Object.keys(vocabularyFacets), 'make_model', ...rangeFacets].join(','),
      max_facet_values: MAX_VOCABULARY_VALUES,
      per_page: 0,
    })
  const facets = (response.facet_counts ?? []) as unknown as FacetCountsResponse[]
  const values = (name: string) =>
    facets.find((facet) => facet.field_name === name)?.counts.map((count) => String(count.value)) ?? []
  const stock: Record<string, unknown> = { ...emptyStockVocabulary }
  for (const [facet, field] of Object.entries(vocabularyFacets)) stock[field] = values(facet)
  stock.models = values('make_model').flatMap((value) => {
    const [make, model] = value.split(' > ')
    return make && model ? [{ make, model }] : []
  })
  const stockRanges: SiteWords['stockRanges'] = {}
  for (const attribute of rangeFacets) {
    const stats = facets.find((facet) => facet.field_name === attribute)?.stats
    if (typeof stats?.min === 'number' && typeof stats.max === 'number') {
      stockRanges[attribute] = { min: stats.min, max: stats.max }
    }
  }
  return { stock: stock as unknown as StockVocabulary, stockRanges }
}

async function fetchSynonyms(services: Pick<AppServices, 'content'>, site: Site): Promise<SearchSynonym[]> {
  const groupId = site.kind === 'group' ? site.content.id : site.content.group?.id
  if (!groupId) return []
  const synonyms = await services.content.fetch(searchVocabularyQuery, { id: searchVocabularyId(groupId) })
  return (synonyms ?? []).flatMap(({ words, ...meaning }) =>
    words?.length ? [{ ...meaning, words }] : [],
  ) as SearchSynonym[]
}

/** The calendar year in Australia's eastern states, where ages ('less than 3 years old') are counted from. */
export function australianYear(now: Date): number {
  return Number(
    new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Sydney', year: 'numeric' }).format(now),
  )
}

/**
 * What the parser needs about a site: its stock's words and its group's synonyms (cached with the other
 * stock results: dropped on any stock or content change, a minute at most), its finance rules, the year;
 * and the stock's ranges, for the bounds worth setting. Without the search service the parser still
 * reads the platform's own words.
 */
async function siteWords(
  context: Readonly<RouterContextProvider>,
  site: Site,
  now: Date = new Date(),
): Promise<{ parse: SearchWordsContext; options: WordsStateOptions }> {
  const services = context.get(servicesContext)
  const key = `search-words:${site.content.slug ?? site.content.id}`
  const words: SiteWords = await services.stockResults
    .get(key, async () => {
      const [stock, synonyms] = await Promise.all([
        fetchStockVocabulary(services, site),
        fetchSynonyms(services, site),
      ])
      return { ...stock, synonyms }
    })
    .catch((error: unknown) => {
      serverLogger().error({ err: error }, 'Search words vocabulary unavailable')
      return { stock: emptyStockVocabulary, synonyms: [], stockRanges: {} }
    })
  const lookupPlace = await placeLookup(site)
  return {
    parse: {
      stock: words.stock,
      synonyms: words.synonyms,
      currentYear: australianYear(now),
      finance: budgetFinanceRules(site.settings),
      ...(lookupPlace && { lookupPlace }),
    },
    options: { ...WORDS_OPTIONS, stockRanges: words.stockRanges },
  }
}

/** Postcodes and suburbs for the parser, from the near-me directory (read on first use); null if unreadable. */
async function placeLookup(site: Site): Promise<PlaceLookup | null> {
  try {
    return wordsPlaceLookup(await placeDirectory(), siteLocationPoints(site))
  } catch (error) {
    serverLogger().error({ err: error }, 'Place directory unavailable: place words stay text')
    return null
  }
}

/**
 * Where a search with `words` goes: the refinement URL they mean, on the landing path while its own
 * refinements stand, with `searched` when something was understood. Null when the URL has no `words`.
 */
export async function plainWordsRedirect(
  context: Readonly<RouterContextProvider>,
  site: Site,
  landing: Pick<Landing, 'path' | 'refinements'>,
  url: URL,
): Promise<string | null> {
  if (!url.searchParams.has(WORDS_PARAM)) return null
  const params = new URLSearchParams(url.search)
  const words = (params.get(WORDS_PARAM) ?? '').trim().slice(0, MAX_PHRASE_LENGTH)
  for (const name of [WORDS_PARAM, SEARCHED_PARAM, '_routes']) params.delete(name)
  const base = withPreRefinements(parseSearchParams(params), landing.refinements)
  if (!words) return searchHref({ ...base, page: 1 }, landing)
  const { parse, options } = await siteWords(context, site)
  const parsed = parseSearchWords(words, parse)
  const href = searchHref(searchStateFromWords(base, parsed, options), landing)
  if (parsed.understood.length === 0) return href
  const [path, query = ''] = href.split('?')
  const search = new URLSearchParams(query)
  search.append(SEARCHED_PARAM, words)
  return `${path}?${search}`
}

export async function searchedFor(
  context: Readonly<RouterContextProvider>,
  site: Site,
  url: URL,
): Promise<SearchedFor | null> {
  const phrase = (url.searchParams.get(SEARCHED_PARAM) ?? '').trim().slice(0, MAX_PHRASE_LENGTH)
  if (!phrase) return null
  const parsed = parseSearchWords(phrase, (await siteWords(context, site)).parse)
  if (parsed.understood.length === 0) return null
  return {
    phrase: parsed.phrase,
    understood: parsed.understood.map(({ words, label, note, refinements }) => ({
      words,
      label,
      refinements,
      ...(note && { note }),
    })),
  }
}
