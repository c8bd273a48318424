import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import type { Route } from './+types/online-payment-receipt'
import { loadReceipt } from './online-payment-receipt.server'

export async function loader(args: Route.LoaderArgs) {
  return loadReceipt(args)
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' }
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [{ title: `Payment receipt | ${loaderData.siteName}` }, { name: 'robots', content: 'noindex' }]
}

export default function OnlinePaymentReceiptPage({ loaderData }: Route.ComponentProps) {
  const { siteName, status, receiptNumber, amount, paidFor, reference, paidAt, paidBy } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {status === 'paid'
          ? 'Payment received'
          : status === 'pending'
            ? 'Payment not yet received'
            : 'Payment not made'}
      </h1>
      <p className="mt-3 text-lg" role="status">
        {status === 'paid'
          ? `Thank you. ${siteName} has been told of your payment.`
          : status === 'pending'
            ? 'We have not received your payment yet. If you paid, refresh this page in a minute.'
            : 'This payment was not completed and nothing was charged.'}
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-lg border border-line bg-surface-raised p-5">
        <dt className="text-ink-muted">Receipt number</dt>
        <dd className="font-semibold">{receiptNumber}</dd>
        <dt className="text-ink-muted">Paid to</dt>
        <dd>{siteName}</dd>
        <dt className="text-ink-muted">For</dt>
        <dd>
          {paidFor} {reference}
        </dd>
        <dt className="text-ink-muted">Amount</dt>
        <dd className="text-xl font-bold" data-testid="receipt-amount">
          {amount} AUD
        </dd>
        <dt className="text-ink-muted">Paid by</dt>
        <dd>{paidBy}</dd>
        {paidAt ? (
          <>
            <dt className="text-ink-muted">Paid on</dt>
            <dd>{paidAt}</dd>
          </>
        ) : null}
      </dl>
      <SiteLink to={status === 'paid' ? '/' : '/online-payment'} className="button-primary mt-6 inline-flex">
        {status === 'paid' ? 'Back to the home page' : 'Make a payment'}
      </SiteLink>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This receipt" />
}
