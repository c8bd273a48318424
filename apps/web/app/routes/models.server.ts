import { canonicalBody, groupByCategory, hasBody, modelsPath } from '@forecourt/domain/site/model-range'
import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { siteModelRange } from '~/models/model-view.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'

/**
 * `/models` and `/models?body=SUV` (any case): the site's model range, optionally one body type. A body the
 * range does not have shows an empty state, not an error, and is not indexed.
 */
export async function loadModels(context: Readonly<RouterContextProvider>, request: Request) {
  const site = context.get(siteContext)
  if (!site) throw data(null, 404)
  const url = pageUrl(request)
  const requested = url.searchParams.get('body')?.trim() || null
  const models = await siteModelRange(context.get(servicesContext).content, site)
  const body = requested ? canonicalBody(models, requested) : null
  return {
    siteName: site.content.name ?? '',
    body,
    unknownBody: requested !== null && body === null,
    categories: groupByCategory(models).map((category) => ({
      name: category.name,
      href: modelsPath(category.name),
    })),
    models: requested ? models.filter((model) => body !== null && hasBody(model, body)) : models,
    canonicalUrl: siteAddress(context, modelsPath(body ?? undefined)),
  }
}
