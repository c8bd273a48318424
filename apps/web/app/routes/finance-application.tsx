import { financeApplicationWords } from '@forecourt/domain/finance/application-outcome'
import { FINANCE_HEADER_STEPS } from '@forecourt/domain/finance/journey'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { StepProgress } from '~/components/step-progress'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/finance-application'
import { loadFinanceApplication } from './finance-application.server'

export async function loader(args: Route.LoaderArgs) {
  return loadFinanceApplication(args)
}

export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args, args.loaderHeaders)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    {
      title: `${loaderData.outcome === 'pre-approved' ? 'Finance pre-approval' : 'Finance application received'} | ${loaderData.siteName}`,
    },
    { name: 'robots', content: 'noindex' },
  ]
}

/** The embedded lender's page, the last step ("Apply to lender"): the journey's one outcome. */
export default function FinanceApplicationPage({ loaderData }: Route.ComponentProps) {
  const { reference, firstName, vehicle, siteName, outcome } = loaderData
  const words = financeApplicationWords(outcome, firstName, vehicle)
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <StepProgress steps={FINANCE_HEADER_STEPS} current={FINANCE_HEADER_STEPS.length} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{words.heading}</h1>
      <p className="mt-3 text-lg">
        {words.summary} Your reference is <strong data-testid="finance-reference">{reference}</strong>.
      </p>
      <h2 className="mt-8 text-xl font-bold">What happens next</h2>
      <ol className="mt-3 list-decimal space-y-2 pl-6">
        <li>{words.lenderStep}</li>
        <li>{siteName} contacts you to confirm the loan and the car.</li>
        <li>You sign the loan documents and pick up your car.</li>
      </ol>
      <p className="mt-8">
        <SiteLink to="/search" className="button-secondary">
          Back to our stock
        </SiteLink>
      </p>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Your finance application" />
}
