import { Breadcrumb } from '~/components/breadcrumb'
import { RouteError } from '~/components/route-error'
import { EnquiryForm } from '~/leads/components/enquiry-form'
import { ModelImage } from '~/models/components/model-image'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/model-order-now'
import { loadOrderNow, submitOrderNow } from './model-order-now.server'

export async function loader(args: Route.LoaderArgs) {
  return loadOrderNow(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitOrderNow(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const title = `${loaderData.model.manufacturer} ${loaderData.model.name}`.trim()
  return [
    { title: `Get a Quote: ${title} | ${loaderData.siteName}` },
    { name: 'description', content: `Ask ${loaderData.siteName} for a quote on the ${title}.` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function OrderNowPage({ loaderData }: Route.ComponentProps) {
  const { model, setup, comingSoon } = loaderData
  const title = `${model.manufacturer} ${model.name}`.trim()
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <Breadcrumb parent={{ to: model.href, label: title }} current="Get a Quote" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_3fr]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">
            {comingSoon ? `Register your interest in the ${title}` : `Get a quote on the ${title}`}
          </h1>
          <p className="mt-3 text-lg">Tell us how to reach you and our sales team will prepare your quote.</p>
          <ModelImage image={model.image} lazy={false} className="mt-6 rounded-lg" />
        </div>
        <div className="rounded-lg border border-line bg-surface-raised p-6">
          <EnquiryForm
            id="quote"
            setup={setup}
            submitLabel={comingSoon ? 'Register Your Interest' : 'Get a Quote'}
          />
        </div>
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This order form" />
}
