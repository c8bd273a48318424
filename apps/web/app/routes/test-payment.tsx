import { RESERVE_TEXTS } from '@forecourt/domain/purchase/reservation-texts'
import { Form } from 'react-router'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/test-payment'
import { loadTestPayment, testPaymentAction } from './test-payment.server'

export async function loader(args: Route.LoaderArgs) {
  return loadTestPayment(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return testPaymentAction(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [{ title: `Test payment | ${loaderData.siteName}` }, { name: 'robots', content: 'noindex' }]
}

/**
 * The built-in test payment page, standing in for Stripe's checkout page when no Stripe keys are set:
 * marked as test mode everywhere, it takes no card and moves no money.
 */
export default function TestPaymentPage({ loaderData }: Route.ComponentProps) {
  const { purpose, description, amount, currency, status, returnPath, cancelPath } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-lg flex-1 px-4 py-8">
      <p className="rounded-md border-2 border-amber-600 bg-amber-50 p-3 text-center font-bold uppercase tracking-wide text-amber-950">
        Test mode
      </p>
      <h1 className="mt-6 text-3xl font-bold tracking-tight">
        {purpose === 'online_payment' ? 'Make your payment' : 'Pay your deposit'}
      </h1>
      <p className="mt-2">{RESERVE_TEXTS.testMode}</p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-line p-5">
        <dt className="text-ink-muted">For</dt>
        <dd>{description}</dd>
        <dt className="text-ink-muted">Amount</dt>
        <dd className="text-xl font-bold" data-testid="test-payment-amount">
          {amount} {currency}
        </dd>
      </dl>
      {status === 'open' ? (
        <Form method="post" className="mt-6 flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="pay" className="button-primary">
            Pay {amount} (test)
          </button>
          <SiteLink to={cancelPath} className="underline">
            Cancel and go back
          </SiteLink>
        </Form>
      ) : (
        <p className="mt-6">
          This payment is {status === 'complete' ? 'already paid' : 'closed'}.{' '}
          <SiteLink to={returnPath} className="underline">
            {purpose === 'online_payment' ? 'See your receipt' : 'See your reservation'}
          </SiteLink>
        </p>
      )}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="The test payment page" />
}
