import { RouteError } from '~/components/route-error'
import { EnquiryForm } from '~/leads/components/enquiry-form'
import { LocationSummaryCard } from '~/locations/components/location-summary-card'
import { OpeningHoursByType } from '~/locations/components/opening-hours-by-type'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/contact'
import { loadContact, submitContactEnquiry } from './contact.server'

export function loader({ context, request, params }: Route.LoaderArgs) {
  return loadContact(context, request, params.slug)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export function action(args: Route.ActionArgs) {
  return submitContactEnquiry(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const name = loaderData.single?.name ?? loaderData.siteName
  return [
    { title: `Contact ${name} | ${loaderData.siteName}` },
    { name: 'description', content: `Phone numbers, email, addresses and opening hours for ${name}.` },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function Contact({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {loaderData.single ? `Contact ${loaderData.single.name}` : 'Contact Us'}
      </h1>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.locations.map((location) => (
          <li key={location.id}>
            <LocationSummaryCard location={location} />
          </li>
        ))}
      </ul>
      {loaderData.hours ? <OpeningHoursByType choice={loaderData.hours} /> : null}
      <section
        id="enquiry"
        aria-labelledby="enquiry-heading"
        className="mt-12 max-w-3xl scroll-mt-24 rounded-lg border border-line bg-surface-raised p-6"
      >
        <h2 id="enquiry-heading" className="text-2xl font-bold">
          Send us an enquiry
        </h2>
        <div className="mt-4">
          <EnquiryForm id="contact-enquiry" setup={loaderData.enquiry.setup} />
        </div>
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our contact details" />
}
