import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Breadcrumb } from '~/components/breadcrumb'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { DetailsStepForm } from '~/leads/service-booking/components/details-step-form'
import { ServiceStepForm } from '~/leads/service-booking/components/service-step-form'
import { StepIndicator } from '~/leads/service-booking/components/step-indicator'
import { VehicleStepForm } from '~/leads/service-booking/components/vehicle-step-form'
import { SERVICE_BOOKING_STEPS } from '~/leads/service-booking/service-booking-schema'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/service-booking'
import { loadServiceBookingPage, submitServiceBookingStep } from './service-booking.server'

export async function loader(args: Route.LoaderArgs) {
  return loadServiceBookingPage(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitServiceBookingStep(args)
}

const stepName = (step: number) => SERVICE_BOOKING_STEPS.find((candidate) => candidate.number === step)?.name
const stepOf = (step: number) => `Step ${step} of ${SERVICE_BOOKING_STEPS.length}`

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const where = loaderData.view === 'form' ? `${stepOf(loaderData.step)}: ${stepName(loaderData.step)}` : null
  return [
    { title: `Book a Service Online${where ? ` (${where})` : ''} | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `Book your next service with ${loaderData.siteName} online: your details, your vehicle and the day that suits you.`,
    },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function ServiceBookingPage({ loaderData: page }: Route.ComponentProps) {
  // Each step posts to its own address (`?step=N&lead_id=…`). Taken from the browser's location: on a
  // client-side navigation the loader's request URL is the `.data` one.
  const location = useLocation()
  const action = `${location.pathname}${location.search}`
  // After a step (a client-side navigation), move focus to the new step's heading so it is announced.
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = `${page.view}:${page.step}`
  const firstShown = useRef(shown)
  useEffect(() => {
    if (shown !== firstShown.current) heading.current?.focus()
  }, [shown])

  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <Breadcrumb parent={{ to: '/service', label: 'Service' }} current="Book a Service Online" />
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Book a Service Online</h1>
      <p className="mt-2 text-ink-muted">
        Three quick steps. Our service team will call you to confirm the date and time.
      </p>
      {page.view === 'form' ? <StepIndicator current={page.step} /> : null}
      <section
        aria-labelledby="booking-step-heading"
        className="mt-6 rounded-lg border border-line bg-surface-raised p-4 sm:p-6"
      >
        {page.view === 'form' ? (
          <>
            <h2
              id="booking-step-heading"
              ref={heading}
              tabIndex={-1}
              className="mb-5 text-2xl font-bold tracking-tight"
            >
              <span className="block text-base font-semibold text-ink-muted">{stepOf(page.step)}</span>
              <span className="sr-only">: </span>
              {stepName(page.step)}
            </h2>
            {page.setup.step === 1 ? (
              <DetailsStepForm
                key={`details:${page.leadId}`}
                setup={page.setup}
                defaultValue={page.defaultValue}
                optIn={page.optIn}
                action={action}
                leadId={page.leadId}
                backHref={page.backHref}
                restartHref={page.restartHref}
              />
            ) : page.setup.step === 2 ? (
              <VehicleStepForm
                key={`vehicle:${page.leadId}`}
                setup={page.setup}
                defaultValue={page.defaultValue}
                action={action}
                leadId={page.leadId}
                backHref={page.backHref}
                restartHref={page.restartHref}
              />
            ) : (
              <ServiceStepForm
                key={`service:${page.leadId}`}
                setup={page.setup}
                defaultValue={page.defaultValue}
                onlyLocation={page.onlyLocation}
                action={action}
                leadId={page.leadId}
                backHref={page.backHref}
                restartHref={page.restartHref}
              />
            )}
          </>
        ) : page.view === 'lost' ? (
          <>
            <h2 id="booking-step-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
              We could not find your booking
            </h2>
            <div role="alert" className="mt-4 rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
              <p className="font-bold">{UNEXPECTED_ERROR_MESSAGE}</p>
              <p className="mt-1">The booking you were filling in has expired or its link is incomplete.</p>
            </div>
            <p className="mt-6">
              <SiteLink to={page.restartHref} className="button-primary">
                Start your booking again
              </SiteLink>
            </p>
          </>
        ) : (
          <>
            <h2 id="booking-step-heading" ref={heading} tabIndex={-1} className="text-2xl font-bold">
              Your booking request has been sent
            </h2>
            <p className="mt-3">
              Our service team has your request and will contact you to confirm the date and time.
            </p>
            <div className="action-row mt-6">
              <SiteLink to={page.restartHref} className="button-primary">
                Book another service
              </SiteLink>
              <SiteLink to="/service" className="button-secondary">
                Back to Service
              </SiteLink>
            </div>
          </>
        )}
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Service booking" />
}
