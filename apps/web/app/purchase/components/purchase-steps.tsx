import type { FieldMetadata } from '@conform-to/react'
import { DELIVERY_TEXT } from '@forecourt/domain/calculators/delivery-quote'
import { PURCHASE_CHOICE_LABELS } from '@forecourt/domain/purchase/journey'
import { type ComponentProps, useId } from 'react'
import { Form } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { FieldError, TextField } from '~/leads/components/form-field'
import { LeadFormElement } from '~/leads/components/lead-form-element'
import { SubmitButton } from '~/leads/components/submit-button'
import { useLeadForm } from '~/leads/components/use-lead-form'
import {
  deliveryStepSchema,
  PURCHASE_INTENTS,
  paymentStepSchema,
  tradeInStepSchema,
} from '../purchase-schema'

type Choices = Record<string, string>

/** A required choice as a group of radio buttons, with its legend and error. */
function ChoiceGroup({
  legend,
  meta,
  choices,
  current,
}: {
  legend: string
  meta: FieldMetadata<string>
  choices: Choices
  current: string | null
}) {
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-2 grid gap-2">
        {Object.entries(choices).map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3 rounded-md border border-line px-3">
            <input
              type="radio"
              name={meta.name}
              value={value}
              defaultChecked={current === value}
              required
              className="size-5"
            />
            {label}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  )
}

function StepForm({
  id,
  form,
  fetcher,
  intent,
  heading,
  children,
}: {
  id: string
  form: ComponentProps<typeof LeadFormElement>['form']
  fetcher: ComponentProps<typeof LeadFormElement>['fetcher']
  intent: string
  heading: string
  children: React.ReactNode
}) {
  return (
    <LeadFormElement form={form} fetcher={fetcher} labelledBy={id} className="grid gap-4">
      <h2 id={id} className="text-xl font-bold">
        {heading}
      </h2>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </LeadFormElement>
  )
}

export function TradeInStep({
  current,
  tradeIn,
}: {
  current: string | null
  tradeIn: { href: string; sent: boolean }
}) {
  const headingId = useId()
  const { form, fields, fetcher, busy } = useLeadForm({ id: 'purchase-trade-in', schema: tradeInStepSchema })
  return (
    <StepForm
      id={headingId}
      form={form}
      fetcher={fetcher}
      intent={PURCHASE_INTENTS.tradeIn}
      heading="Trade-in"
    >
      <p>
        Trading in your car? Get its valuation with our trade-in form, then come back here: your purchase
        waits in My Garage.{' '}
        <SiteLink to={tradeIn.href} className="underline">
          {tradeIn.sent ? 'Valuation requested: change it' : 'Value my trade-in'}
        </SiteLink>
      </p>
      <ChoiceGroup
        legend="Will you trade in a car?"
        meta={fields.tradeIn}
        choices={PURCHASE_CHOICE_LABELS.tradeIn}
        current={current}
      />
      <div>
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </div>
    </StepForm>
  )
}

export function PaymentStep({
  current,
  finance,
}: {
  current: string | null
  finance: { href: string; sent: boolean; available: boolean }
}) {
  const headingId = useId()
  const { form, fields, fetcher, busy } = useLeadForm({ id: 'purchase-payment', schema: paymentStepSchema })
  const choices: Choices = finance.available
    ? PURCHASE_CHOICE_LABELS.payment
    : { full: PURCHASE_CHOICE_LABELS.payment.full }
  return (
    <StepForm
      id={headingId}
      form={form}
      fetcher={fetcher}
      intent={PURCHASE_INTENTS.payment}
      heading="Finance or pay in full"
    >
      {finance.available ? (
        <p>
          Financing it? Get pre-approved in a few minutes; no credit check until you apply.{' '}
          <SiteLink to={finance.href} className="underline">
            {finance.sent ? 'Finance application sent: see it again' : 'Get pre-approved'}
          </SiteLink>
        </p>
      ) : null}
      <ChoiceGroup legend="How will you pay?" meta={fields.payment} choices={choices} current={current} />
      <div>
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </div>
    </StepForm>
  )
}

export function DeliveryStep({
  current,
  postcode,
  delivery,
}: {
  current: string | null
  postcode: string | null
  delivery: { possible: boolean; pickupPlace: string }
}) {
  const headingId = useId()
  const { form, fields, fetcher, busy } = useLeadForm({
    id: 'purchase-delivery',
    schema: deliveryStepSchema,
    defaultValue: { postcode: postcode ?? undefined },
  })
  const choices: Choices = delivery.possible
    ? {
        pickup: `${PURCHASE_CHOICE_LABELS.handover.pickup} (${delivery.pickupPlace})`,
        delivery: PURCHASE_CHOICE_LABELS.handover.delivery,
      }
    : { pickup: `${PURCHASE_CHOICE_LABELS.handover.pickup} (${delivery.pickupPlace})` }
  return (
    <StepForm
      id={headingId}
      form={form}
      fetcher={fetcher}
      intent={PURCHASE_INTENTS.delivery}
      heading="Delivery or pickup"
    >
      {delivery.possible ? <p>{DELIVERY_TEXT}.</p> : null}
      <ChoiceGroup
        legend="How will you get the car?"
        meta={fields.handover}
        choices={choices}
        current={current}
      />
      {delivery.possible ? (
        <TextField
          meta={fields.postcode}
          label="Delivery postcode"
          required={false}
          inputMode="numeric"
          autoComplete="postal-code"
          hint="Only for delivery: we quote its price from your postcode."
        />
      ) : null}
      <div>
        <SubmitButton busy={busy}>Continue</SubmitButton>
      </div>
    </StepForm>
  )
}

export interface ReviewView {
  reservation: { status: string; deposit: string; holdEnds: string; href: string } | null
  tradeIn: string | null
  payment: string | null
  delivery: string | null
}

/** Every answer, each with a way back to change it, and the confirmation. */
export function ReviewStep({ review, path }: { review: ReviewView; path: string }) {
  const rows: [string, string | null, string | null][] = [
    [
      'Reservation',
      review.reservation
        ? `${review.reservation.deposit} deposit paid, held until ${review.reservation.holdEnds}`
        : null,
      null,
    ],
    ['Trade-in', review.tradeIn, 'tradeIn'],
    ['Payment', review.payment, 'payment'],
    ['Delivery or pickup', review.delivery, 'delivery'],
  ]
  return (
    <section aria-labelledby="purchase-review" className="grid gap-4">
      <h2 id="purchase-review" className="text-xl font-bold">
        Review and confirm
      </h2>
      <dl className="divide-y divide-line rounded-lg border border-line">
        {rows.map(([label, value, step]) => (
          <div key={label} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
            <dt className="font-semibold">{label}</dt>
            <dd className="flex flex-wrap gap-3">
              <span>{value}</span>
              {step ? (
                <SiteLink to={`${path}&step=${step}`} className="underline">
                  Change<span className="sr-only"> {label.toLowerCase()}</span>
                </SiteLink>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
      <Form method="post">
        <input type="hidden" name="intent" value={PURCHASE_INTENTS.confirm} />
        <button type="submit" className="button-primary">
          Confirm my purchase
        </button>
      </Form>
    </section>
  )
}
