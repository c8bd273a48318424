import { Form, useNavigation } from 'react-router'
import { RouteError } from '~/components/route-error'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/online-payment'
import { loadPaymentForm, startPayment } from './online-payment.server'

export async function loader(args: Route.LoaderArgs) {
  return loadPaymentForm(args)
}

export async function action(args: Route.ActionArgs) {
  return startPayment(args)
}

/** The page speaks to one signed-in shopper: never cached for anyone else; a refusal's Retry-After kept. */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args, new Headers({ 'Cache-Control': 'private, no-cache' }))
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [{ title: `Make a payment | ${loaderData.siteName}` }, { name: 'robots', content: 'noindex' }]
}

const fieldClass = 'mt-1 block w-full rounded-md border border-line bg-surface-raised px-3 py-2'

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={id} className="mt-1 font-semibold text-red-800">
      {message}
    </p>
  ) : null
}

/** A required choice, its error read out with it. */
function ChoiceField({
  name,
  label,
  options,
  defaultValue,
  error,
}: {
  name: string
  label: string
  options: readonly { value: string; label: string }[]
  defaultValue: string
  error: string | undefined
}) {
  return (
    <label className="block font-semibold">
      {label}
      <select
        name={name}
        className={fieldClass}
        defaultValue={defaultValue}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${name}-error` : undefined}
        required
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${name}-error`} message={error} />
    </label>
  )
}

export default function OnlinePaymentPage({ loaderData, actionData }: Route.ComponentProps) {
  const { siteName, firstName, kinds, dealerships, limits, testMode } = loaderData
  const errors = actionData?.errors ?? {}
  const values = actionData?.values ?? {}
  const busy = useNavigation().state === 'submitting'
  const described = (field: string) => (errors[field as keyof typeof errors] ? `${field}-error` : undefined)
  return (
    <main id="main" className="mx-auto w-full max-w-xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Make a payment</h1>
      <p className="mt-3 text-lg">
        {firstName ? `Hi ${firstName}, pay` : 'Pay'} {siteName} securely online: a service invoice, a balance
        owing or a deposit on an order.
      </p>
      {testMode ? (
        <p className="mt-3 rounded-md border-2 border-amber-600 bg-amber-50 p-3 text-amber-950">
          Test mode: no card is charged and no money moves.
        </p>
      ) : null}
      <Form
        method="post"
        className="mt-6 grid gap-5 rounded-lg border border-line bg-surface-raised p-5"
        noValidate
      >
        {errors.form ? (
          <p role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
            {errors.form}
          </p>
        ) : null}
        {dealerships.length ? (
          <ChoiceField
            name="dealership"
            label="Dealership"
            options={[{ value: '', label: 'Choose…' }, ...dealerships]}
            defaultValue={values.dealership ?? ''}
            error={errors.dealership}
          />
        ) : null}
        <ChoiceField
          name="referenceKind"
          label="What are you paying?"
          options={kinds}
          defaultValue={values.referenceKind ?? 'invoice'}
          error={errors.referenceKind}
        />
        <label className="block font-semibold">
          Reference
          <span className="block font-normal text-ink-muted">
            As printed on your invoice or order, e.g. INV-2026-0042.
          </span>
          <input
            name="reference"
            className={fieldClass}
            defaultValue={values.reference ?? ''}
            maxLength={40}
            autoComplete="off"
            aria-invalid={errors.reference ? true : undefined}
            aria-describedby={described('reference')}
            required
          />
          <FieldError id="reference-error" message={errors.reference} />
        </label>
        <label className="block font-semibold">
          Amount (AUD)
          <span className="block font-normal text-ink-muted">
            Between {limits.minimum} and {limits.maximum}.
          </span>
          <input
            name="amount"
            inputMode="decimal"
            className={fieldClass}
            defaultValue={values.amount ?? ''}
            aria-invalid={errors.amount ? true : undefined}
            aria-describedby={described('amount')}
            required
          />
          <FieldError id="amount-error" message={errors.amount} />
        </label>
        <button type="submit" className="button-primary justify-self-start" disabled={busy}>
          {busy ? 'Opening the payment page…' : 'Continue to payment'}
        </button>
      </Form>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Online payment" />
}
