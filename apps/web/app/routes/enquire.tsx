import { RouteError } from '~/components/route-error'
import { EnquiryForm } from '~/leads/components/enquiry-form'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/enquire'
import { loadEnquiryPage, submitEnquiryPage } from './enquire.server'

export async function loader(args: Route.LoaderArgs) {
  return loadEnquiryPage(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitEnquiryPage(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `${loaderData.heading} | ${loaderData.siteName}` },
    { name: 'description', content: `Send ${loaderData.siteName} an enquiry and our team will be in touch.` },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function EnquirePage({ loaderData }: Route.ComponentProps) {
  const { heading, car, setup, defaultMessage } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{heading}</h1>
      {car ? (
        <p className="mt-2 text-ink-muted">
          {car.title} · Stock number {car.stockNumber}
        </p>
      ) : null}
      <p className="mt-4 text-lg">Fill in your details and our team will get back to you.</p>
      <div className="mt-6 rounded-lg border border-line bg-surface-raised p-6">
        <EnquiryForm id="enquiry" setup={setup} defaultMessage={defaultMessage} />
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This enquiry form" />
}
