import { parseSearchParams } from '@forecourt/domain/search/url-state'
import type { ResultsView } from './results-view'
import type { SearchLocation } from './search-routing'

/**
 * The page's cars as schema.org's ItemList, built from the results the page already carries: a summary
 * page's list, whose items are each car's position and address (its page names it).
 */
export function searchItemList(page: {
  heading: string
  canonicalUrl: string
  results: ResultsView
  config: { location: SearchLocation }
}) {
  const { origin } = new URL(page.canonicalUrl)
  const { hits, nbHits } = page.results
  const pageNumber = parseSearchParams(page.config.location.search).page
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: page.heading,
    numberOfItems: nbHits,
    itemListElement: hits.map((hit, index) => ({
      '@type': 'ListItem',
      position: (pageNumber - 1) * hits.length + index + 1,
      url: `${origin}${hit.path ?? `/cars/${hit.slug}`}`,
    })),
  }
}
