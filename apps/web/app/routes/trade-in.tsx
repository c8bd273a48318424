import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import { FaqList } from '~/components/faq-list'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { StepHeading } from '~/components/step-heading'
import { StepProgress } from '~/components/step-progress'
import { CarSummaryCard } from '~/leads/components/car-summary-card'
import { TradeInDetailsForm } from '~/leads/trade-in/components/trade-in-details-form'
import { TradeInLookupForm } from '~/leads/trade-in/components/trade-in-lookup-form'
import { TradeInValuationPanel } from '~/leads/trade-in/components/trade-in-valuation-panel'
import { TradeInVehicleForm } from '~/leads/trade-in/components/trade-in-vehicle-form'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/trade-in'
import { loadTradeInPage, submitTradeInStep } from './trade-in.server'

/** The two steps of the trade-in form. */
const TRADE_IN_STEPS = ['Your car', 'Your details'] as const

export async function loader(args: Route.LoaderArgs) {
  return loadTradeInPage(args)
}

export async function action(args: Route.ActionArgs) {
  return submitTradeInStep(args)
}

export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args, args.loaderHeaders)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Sell Your Car | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `Sell your car to ${loaderData.siteName} or trade it in: tell us about it and we will contact you with a valuation.`,
    },
    ...(loaderData.indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function TradeInPage({ loaderData }: Route.ComponentProps) {
  const { step, car, carUnavailable, lostJourney, leadId, faqs } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Sell Your Car</h1>
      <p className="mt-3 max-w-2xl text-lg">
        {car
          ? `Trade your car in on the ${car.title}: tell us about your car and we will contact you with a valuation.`
          : 'Sell your car to us or trade it in: tell us about it and we will contact you with a valuation.'}
      </p>
      {carUnavailable ? <CarUnavailable /> : null}
      <div className={`mt-6 grid gap-8 ${car ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
        <div className="rounded-lg border border-line bg-surface-raised p-4 sm:p-6">
          {lostJourney ? (
            <LostJourney startAgainHref={loaderData.startAgainHref} />
          ) : (
            <>
              <StepProgress steps={TRADE_IN_STEPS} current={step} />
              <div className="mt-6 mb-4">
                <StepHeading step={step} id="trade-in-step-heading">
                  Step {step} of {TRADE_IN_STEPS.length}: {TRADE_IN_STEPS[step - 1]}
                </StepHeading>
              </div>
              {step === 2 && leadId ? (
                <>
                  {loaderData.vehicleSummary ? (
                    <p className="mb-4 rounded-md bg-surface p-3">
                      <span className="font-semibold">Your car:</span> {loaderData.vehicleSummary}.{' '}
                      <SiteLink to={loaderData.backHref} className="font-semibold underline">
                        Change<span className="sr-only"> your car's details</span>
                      </SiteLink>
                    </p>
                  ) : null}
                  {loaderData.valuation ? (
                    <TradeInValuationPanel
                      valuation={loaderData.valuation}
                      action={loaderData.stepTwoAction}
                      leadId={leadId}
                    />
                  ) : null}
                  <TradeInDetailsForm
                    key={leadId}
                    action={loaderData.stepTwoAction}
                    leadId={leadId}
                    backHref={loaderData.backHref}
                  />
                </>
              ) : (
                <>
                  <TradeInLookupForm
                    action={loaderData.lookupAction}
                    carId={car?.id ?? null}
                    leadId={leadId}
                    lookup={loaderData.lookup}
                  />
                  <TradeInVehicleForm
                    // A lookup fills the form afresh.
                    key={`${leadId ?? 'new'}:${loaderData.lookup?.found ?? ''}`}
                    setup={loaderData.setup}
                    action={loaderData.stepOneAction}
                    leadId={leadId}
                    carId={car?.id ?? null}
                    defaultValue={loaderData.vehicleDefaults}
                  />
                </>
              )}
            </>
          )}
        </div>
        {car ? (
          <div>
            <CarSummaryCard car={car} />
          </div>
        ) : null}
      </div>
      {faqs ? <FaqList faqs={faqs} title="Selling your car: questions and answers" /> : null}
    </main>
  )
}

function CarUnavailable() {
  return (
    <div className="mt-6 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <h2 className="text-lg font-bold">This car is no longer available to trade against</h2>
      <p className="mt-1">
        It has been sold or reserved, or is no longer listed. You can still get a valuation of your car below,
        or{' '}
        <SiteLink to="/search" className="font-semibold underline">
          search our stock
        </SiteLink>{' '}
        for another car.
      </p>
    </div>
  )
}

/** Step 2 without the journey's lead: "Multi-step lead with no lead_id | … 'An unexpected error occured'". */
function LostJourney({ startAgainHref }: { startAgainHref: string }) {
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <h2 className="text-lg font-bold">We could not find your car's details</h2>
      <p className="mt-1">{UNEXPECTED_ERROR_MESSAGE}. Please start again.</p>
      <SiteLink to={startAgainHref} className="button-primary mt-3">
        Start again
      </SiteLink>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Trade-in valuation" />
}
