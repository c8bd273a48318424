import type { Route } from './+types/sitemap'
import { loadSitemap } from './sitemap.server'

/** `/sitemap.xml`: the site's URLs, or an index of parts (`?part=N`) past 50,000 of them. */
export async function loader({ context, request }: Route.LoaderArgs) {
  return loadSitemap(context, request)
}
