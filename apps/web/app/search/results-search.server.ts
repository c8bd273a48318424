import { type PromotionPlace, promotionTags } from '@forecourt/domain/promoted-cars/curation-tags'
import type { ListFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import { SEARCH_HITS_PER_PAGE } from '@forecourt/domain/search/facet-panel'
import type { ResultsLayout } from '@forecourt/domain/search/one-per-model'
import { type SortOption, sortByFrom, sortOption } from '@forecourt/domain/search/sort'
import type { SearchState } from '@forecourt/domain/search/url-state'
import { vehicleQueryBy, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { above, and, type FilterExpression, matchesNothing } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import type { CollectionSearch, SearchOnlyClient } from '@forecourt/search/search-only-client'
import { FACET_VALUES_FETCHED, panelFacetOrders, panelListAttributes } from './facet-panel-layout'
import { modelGroupParameters } from './model-groups'
import { type NearSearch, nearFilter } from './near-search'
import { refinementsFilter } from './refinements-filter'
import { type FacetCounts, facetItems, type ResultsView } from './results-view'
import type { SiteFacetValues } from './site-facet-values'
import { CARD_PHOTOS_USED, type VehicleHit, vehicleCardFields } from './vehicle-hit'

/**
 * The results page's searches, run by the loader itself: the page of cards with every facet's counts, and
 * for each refined facet one more count without its own refinement, so its other values still show how
 * many cars they would add (InstantSearch's disjunctive facets, which the browser runs from then on with
 * the same filters). One per model, every search is grouped by make and model (`model-groups.ts`).
 */

interface FacetCountsResponse {
  field_name: string
  counts: { value: string; count: number }[]
}

interface SearchHit {
  document: Record<string, unknown>
  geo_distance_meters?: Record<string, number>
  curated?: boolean
}

interface SearchResponse {
  /** The number of cars, or of groups under `group_by`. */
  found?: number
  hits?: SearchHit[]
  grouped_hits?: { found?: number; hits: SearchHit[] }[]
  facet_counts?: FacetCountsResponse[]
  error?: string
}

/**
 * The page's searches: the page of cards, then one count per refined facet. Null stands for a search whose
 * filter matches no car (a refinement value the site does not have, or no filter can hold), which is not
 * asked: it finds nothing.
 */
export function resultsSearches(
  state: SearchState,
  options: {
    siteFilter: FilterExpression
    sort: SortOption
    near?: NearSearch | null
    layout?: ResultsLayout
    promotions?: PromotionPlace | null
    siteValues?: SiteFacetValues | null
    /** The time of the search (ms), for the listing age. */
    now: number
  },
): (CollectionSearch | null)[] {
  const { siteFilter, sort, near = null, layout = 'all', promotions = null, siteValues = null, now } = options
  const sortBy = sortByFrom(sort, near?.from ?? null)
  // The website's promoted cars, in the default order of all cars only (the browser asks the same way,
  // search-client.ts): a pinned car has no place among one card per model.
  const tags =
    promotions && layout === 'all'
      ? promotionTags({ ...promotions, query: state.query, defaultOrder: !sortBy })
      : []
  const common = {
    collection: vehiclesCollection.name,
    q: state.query || '*',
    query_by: vehicleQueryBy.fields.join(','),
    query_by_weights: vehicleQueryBy.weights.join(','),
    max_facet_values: FACET_VALUES_FETCHED,
    // One per model: the counts too count models, as InstantSearch's do with the same parameters.
    ...modelGroupParameters(layout),
  }
  // InstantSearch adds the radius after its refinements, as the adapter's last clause.
  const filterWith = (without?: ListFacetAttribute) =>
    and(
      siteFilter,
      refinementsFilter(state, { without, siteValues, now }),
      sort.excludesZeroPrice && above('price', 0),
      nearFilter(near),
    )
  const searchWith = <Parameters extends object>(filter: FilterExpression, parameters: Parameters) =>
    matchesNothing(filter) ? null : { ...common, filter_by: writeFilter(filter), ...parameters }
  const refined = panelListAttributes.filter((attribute) => state.refinements[attribute]?.length)
  return [
    searchWith(filterWith(), {
      facet_by: panelListAttributes.join(','),
      include_fields: vehicleCardFields.join(','),
      // The default order is the collection's own ranking, as InstantSearch asks for it.
      ...(sortBy ? { sort_by: sortBy } : {}),
      // Typesense 30's name (`override_tags` before), as the InstantSearch adapter sends `ruleContexts`.
      ...(tags.length > 0 ? { curation_tags: tags.join(',') } : {}),
      per_page: SEARCH_HITS_PER_PAGE,
      page: state.page,
    }),
    ...refined.map((attribute) => searchWith(filterWith(attribute), { facet_by: attribute, per_page: 0 })),
  ]
}

/** What a search that matches no car would have found. */
const foundNothing: SearchResponse = { found: 0, hits: [], facet_counts: [] }

/**
 * A hit as the card needs it and no more, since the browser receives it too: thumbnails beyond those the
 * card shows are left out (the photo count keeps the number the card states), and so are the id (it is
 * the objectID), a path the slug already gives and a main photo that is the first thumbnail (the card
 * falls back to it). A promoted car (placed by a curation rule) is marked `curated`.
 */
export function cardHit(
  document: Record<string, unknown>,
  distances?: Record<string, number>,
  curated = false,
): VehicleHit {
  const { id, ...fields } = document
  const hit = { ...fields, objectID: String(id) } as VehicleHit
  // As the adapter puts them on InstantSearch's hits.
  if (distances) hit.geo_distance_meters = distances
  if (curated) hit.curated = true
  // The card's address is the slug's unless the index says otherwise.
  if (hit.path === `/cars/${hit.slug}`) delete hit.path
  const thumbnails = hit.thumbnail_urls ?? []
  if (thumbnails.length > 0 && hit.primary_image_url === thumbnails[0]) delete hit.primary_image_url
  if (thumbnails.length <= CARD_PHOTOS_USED) return hit
  return {
    ...hit,
    thumbnail_urls: thumbnails.slice(0, CARD_PHOTOS_USED),
    photos_count: Math.max(hit.photos_count ?? 0, thumbnails.length),
  }
}

/** The page's cards: one per hit, or one per model group (its best car, knowing how many it stands for). */
function cardHits(response: SearchResponse): VehicleHit[] {
  if (!response.grouped_hits)
    return (response.hits ?? []).map((hit) => cardHit(hit.document, hit.geo_distance_meters, hit.curated))
  return response.grouped_hits.flatMap((group) => {
    const [best] = group.hits
    if (!best) return []
    const hit = cardHit(best.document, best.geo_distance_meters)
    return [group.found === undefined ? hit : { ...hit, _group_found: group.found }]
  })
}

export async function searchResults(
  client: SearchOnlyClient,
  state: SearchState,
  options: {
    siteFilter: FilterExpression
    priceAscendingExcludesZero: boolean
    /** The site's own facet values (its catalogue's), to check the URL's against; null without. */
    siteValues?: SiteFacetValues | null
    near?: NearSearch | null
    /** 'model' only where the site offers one per model. */
    layout?: ResultsLayout
    promotions?: PromotionPlace | null
    /** The time of the search (ms): "listed in the last N days" counts back from it. */
    now: number
  },
): Promise<ResultsView> {
  const sort = sortOption(state.sort, options, state.nearMe !== null)
  const layout = options.layout ?? 'all'
  const searches = resultsSearches(state, {
    siteFilter: options.siteFilter,
    sort,
    near: options.near ?? null,
    layout,
    promotions: options.promotions ?? null,
    siteValues: options.siteValues ?? null,
    now: options.now,
  })
  const asked = searches.filter((search) => search !== null)
  const results = asked.length > 0 ? await client.multiSearch<VehicleHit>(asked) : []
  const answers = (results as unknown as SearchResponse[]).values()
  const [main, ...disjunctive] = searches.map((search) => (search ? answers.next().value : foundNothing))
  if (!main || main.error) throw new Error(`Search failed: ${main?.error ?? 'no results'}`)
  const countsOf = (result: SearchResponse | undefined, attribute: string): FacetCounts =>
    Object.fromEntries(
      result?.facet_counts
        ?.find((facet) => facet.field_name === attribute)
        ?.counts.map(({ value, count }) => [value, count]) ?? [],
    )
  const facets: ResultsView['facets'] = {}
  for (const attribute of panelListAttributes) facets[attribute] = countsOf(main, attribute)
  const refined = panelListAttributes.filter((attribute) => state.refinements[attribute]?.length)
  refined.forEach((attribute, index) => {
    facets[attribute] = countsOf(disjunctive[index], attribute)
  })
  // Only the values the panel lists travel to the browser; InstantSearch fetches the rest when it searches.
  for (const attribute of panelListAttributes) {
    const shown = facetItems(attribute, { facets } as ResultsView, state, panelFacetOrders[attribute])
    facets[attribute] = Object.fromEntries(
      shown.filter((item) => item.count > 0).map((item) => [item.value, item.count]),
    )
  }
  const found = main.found ?? 0
  return {
    layout,
    hits: cardHits(main),
    nbHits: found,
    nbPages: Math.ceil(found / SEARCH_HITS_PER_PAGE),
    facets,
    statusCounts: countsOf(main, 'status'),
  }
}
