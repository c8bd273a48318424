import { data, type RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { siteModelPage } from '~/models/model-view.server'
import { type EnquiryTarget, enquiryAction, enquiryFormSetup } from './enquiry.server'
import { leadSite } from './lead-post.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/**
 * An enquiry about a model of this site's range: 'Get a Quote', or 'Register Your Interest' for a model
 * that is coming soon. The model is read from content by its slug; one the site does not list is a 404.
 */
export async function modelEnquiry(
  context: Readonly<RouterContextProvider>,
  slug: string | null | undefined,
) {
  const site = leadSite(context)
  const model = slug ? await siteModelPage(context.get(servicesContext).content, site, slug) : null
  if (!model) throw data(null, 404)
  const target: EnquiryTarget = {
    kind: model.status === 'coming_soon' ? 'register-interest' : 'quote',
    pageId: `model:${model.slug}`,
    model: { id: model.slug, name: model.name, manufacturer: model.manufacturer || null },
  }
  return { site, model, target, setup: enquiryFormSetup(site, target) }
}

export async function submitModelEnquiry(args: Args, slug: string | null | undefined) {
  const { target } = await modelEnquiry(args.context, slug)
  return enquiryAction(args, target)
}
