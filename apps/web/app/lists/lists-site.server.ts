import { data, type RouterContextProvider } from 'react-router'
import { siteContext } from '~/context'

/** The site a page of kept cars belongs to, where the dealer has the feature on; else a 404. */
export function listsSite(
  context: Readonly<RouterContextProvider>,
  feature: 'compare' | 'favourites' | null,
) {
  const site = context.get(siteContext)
  if (!site || (feature && !site.settings.features[feature])) throw data(null, 404)
  return site
}
