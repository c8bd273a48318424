import { generateLead } from '@forecourt/domain/analytics/events'
import { useEffect } from 'react'
import { pushEventOnce } from '~/analytics/push'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import type { Route } from './+types/success'
import { loadSuccess } from './success.server'

/** `/success`: shown after a lead is stored, with a message for its category (spec section 2). */
export function loader(args: Route.LoaderArgs) {
  return loadSuccess(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [
    { title: `${loaderData?.message.heading ?? 'Thank you'} | ${loaderData?.siteName ?? ''}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function SuccessPage({ loaderData }: Route.ComponentProps) {
  const { message, sentLead } = loaderData
  // The lead was stored before the shopper came here: GA4's generate_lead, once per lead (issue 34).
  useEffect(() => {
    if (sentLead) pushEventOnce(`lead:${sentLead.id}`, generateLead(sentLead.source, sentLead.item))
  }, [sentLead])
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-16 text-center">
      <div role="status">
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="mx-auto size-16 text-green-700"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="10" />
          <path d="m7 12 3.5 3.5L17 9" />
        </svg>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{message.heading}</h1>
        <p className="mt-3 text-lg">{message.text}</p>
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <SiteLink to="/search" className="button-primary">
          Browse Our Stock
        </SiteLink>
        <SiteLink to="/" className="button-secondary">
          Back to Home
        </SiteLink>
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This page" />
}
