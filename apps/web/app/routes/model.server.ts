import type { Site } from '@forecourt/content/sites'
import { data, type RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { enquiryFormSetup } from '~/leads/enquiry.server'
import { submitModelEnquiry } from '~/leads/model-enquiry.server'
import { siteModelPage } from '~/models/model-view.server'
import { siteAddress } from '~/site-url.server'

/** The number shoppers call about a model: the dealer's main number, else its primary location's. */
function enquiryPhone(site: Site): string | null {
  const main = site.kind === 'dealer' ? site.content.phones?.main : null
  const location = site.content.locations.find((candidate) => candidate.primary) ?? site.content.locations[0]
  return main ?? location?.contact?.phone ?? null
}

/** `/models/{slug}`: the intro page of a model this site lists, or the themed 404. */
export async function loadModel(context: Readonly<RouterContextProvider>, slug: string | undefined) {
  const site = context.get(siteContext)
  if (!site || !slug) throw data(null, 404)
  const model = await siteModelPage(context.get(servicesContext).content, site, slug)
  if (!model) throw data(null, 404)
  const enquiryKind = model.status === 'coming_soon' ? 'register-interest' : 'quote'
  return {
    siteName: site.content.name ?? '',
    model,
    phone: enquiryPhone(site),
    enquiry: {
      setup: enquiryFormSetup(site, { kind: enquiryKind, pageId: `model:${model.slug}` }),
      // No #fragment: React Router would match it as part of the path. Without JavaScript the first
      // invalid field is autofocused after the post, which brings the form into view.
      action: model.href,
    },
    canonicalUrl: siteAddress(context, model.href),
  }
}

/** The model page's Get a Quote (or Register Your Interest) form. */
export function submitModelPageEnquiry(args: {
  request: Request
  context: Readonly<RouterContextProvider>
  params: { slug?: string }
}) {
  return submitModelEnquiry(args, args.params.slug)
}
