import { PortableText } from '~/components/portable-text'
import { RouteError } from '~/components/route-error'
import { telHref } from '~/components/tel-href'
import { BookingFrame } from '~/service/components/booking-frame'
import { ServiceLocationPicker } from '~/service/components/service-location-picker'
import { ServiceTabsNav } from '~/service/components/service-tabs-nav'
import type { Route } from './+types/service'
import { loadServicePage } from './service.server'

export function loader({ context, request }: Route.LoaderArgs) {
  return loadServicePage(context, request)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const tab = loaderData.tabs.length > 1 ? ` (${loaderData.selected.name})` : ''
  return [
    { title: `Book a Service${tab} | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `Book your next service with ${loaderData.siteName}: online booking, service centre hours and phone numbers.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { tabs, selected, servicePhone, pricingGuideUrl, seasonalOffer, locations, location } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Book a Service</h1>
      <p className="mt-2 max-w-2xl text-ink-muted">
        Book online, or call our service team and we will find a time that suits you.
      </p>
      <div className="action-row mt-4">
        {servicePhone ? (
          <a href={telHref(servicePhone)} className="button-primary">
            Call Service {servicePhone}
          </a>
        ) : null}
        {pricingGuideUrl ? (
          <a href={pricingGuideUrl} className="button-secondary" target="_blank" rel="noreferrer">
            Service Pricing Guide<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>

      <ServiceTabsNav tabs={tabs} />
      <section aria-labelledby="service-tab-heading" className="mt-6">
        <h2 id="service-tab-heading" className="sr-only">
          {selected.name}
        </h2>
        {selected.url ? (
          <BookingFrame url={selected.url} title={`${selected.name}: online booking`} />
        ) : (
          <ServiceLocationPicker tab={selected} locations={locations} location={location} />
        )}
      </section>

      {seasonalOffer ? (
        <details className="mt-10 rounded-lg border border-line bg-surface-raised">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 py-3 font-semibold">
            {seasonalOffer.title}: terms and conditions
          </summary>
          <div className="border-t border-line px-4 py-4">
            <PortableText blocks={seasonalOffer.terms} />
          </div>
        </details>
      ) : null}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our service centre" />
}
