import type { SiteResolver } from '@forecourt/content/site-resolver'
import type { Request, Response } from 'express'
import { PLATFORM_ICON, siteIcon } from '../app/components/image-sources.ts'
import { serverLogger } from './logger.ts'

/**
 * `/favicon.ico`, which browsers and crawlers ask for whatever the page's `<link rel="icon">` says: a
 * redirect to the icon of the website this host serves (its logo), or to the platform's icon for any
 * other host, never a 404 page.
 */
export function faviconHandler(sites: Pick<SiteResolver, 'resolve'>) {
  return async (request: Request, response: Response) => {
    let href: string = PLATFORM_ICON.href
    try {
      const resolution = await sites.resolve(request.headers.host ?? null)
      if (resolution.kind === 'site') href = siteIcon(resolution.site.theme.logoUrl).href
    } catch (error) {
      serverLogger().warn({ err: error }, 'Content is unavailable: /favicon.ico answers the platform icon')
    }
    response.setHeader('Cache-Control', 'public, max-age=3600')
    response.redirect(302, href)
  }
}
