import type { RouterContextProvider } from 'react-router'
import { modelEnquiry, submitModelEnquiry } from '~/leads/model-enquiry.server'
import { pageUrl } from '~/page-url'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

const modelSlugOf = (request: Request) => pageUrl(request).searchParams.get('model_id')

/** `/models/order-now?model_id={slug}&model_name={name}`: 'Get a Quote' for a model of the range. */
export async function loadOrderNow({ request, context }: Args) {
  const { site, model, setup } = await modelEnquiry(context, modelSlugOf(request))
  return {
    siteName: site.content.name ?? '',
    model: { name: model.name, manufacturer: model.manufacturer, href: model.href, image: model.image },
    comingSoon: model.status === 'coming_soon',
    setup,
  }
}

export function submitOrderNow(args: Args) {
  return submitModelEnquiry(args, modelSlugOf(args.request))
}
