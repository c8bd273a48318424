import type { ListFacetAttribute } from '@forecourt/domain/search/facet-attributes'

/** Every value each list facet has in a site's stock (its catalogue's); a facet left out is not checked. */
export type SiteFacetValues = Partial<Record<ListFacetAttribute, readonly string[]>>

/**
 * A refinement's values from the URL, each as the site's stock spells it, with any the site does not have
 * left out: they match no car. Letter case makes no difference, as in the search service's exact match.
 * Without the site's values for the facet (no catalogue, or more values than it lists), all of them.
 */
export function valuesOnSite(
  attribute: ListFacetAttribute,
  values: readonly string[],
  siteValues: SiteFacetValues | null,
): string[] {
  const known = siteValues?.[attribute]
  if (!known) return [...values]
  const spelled = new Map(known.map((value) => [value.toLowerCase(), value]))
  return [...new Set(values.flatMap((value) => spelled.get(value.toLowerCase()) ?? []))]
}
