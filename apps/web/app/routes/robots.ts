import { robotsTxt } from '@forecourt/domain/site/sitemap'
import { data } from 'react-router'
import { siteContext } from '~/context'
import { siteAddress } from '~/site-url.server'
import type { Route } from './+types/robots'

/** `/robots.txt` for the site this host serves. */
export function loader({ context }: Route.LoaderArgs) {
  if (!context.get(siteContext)) throw data(null, 404)
  return new Response(robotsTxt(siteAddress(context, '')), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  })
}
