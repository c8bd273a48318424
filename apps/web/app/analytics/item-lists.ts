import type { ItemList } from '@forecourt/domain/analytics/events'

/** The lists of cars analytics names (GA4 `item_list_id` / `item_list_name`). */
export const ITEM_LISTS = {
  results: { id: 'search_results', name: 'Search results' },
  similar: { id: 'similar_cars', name: 'Similar cars' },
  featured: { id: 'featured_cars', name: 'Featured cars' },
} as const satisfies Record<string, ItemList>
