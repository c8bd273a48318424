import { calculatorUsed } from '@forecourt/domain/analytics/events'
import {
  DELIVERY_EMPTY_POSTCODE,
  DELIVERY_TEXT,
  type DeliveryQuote,
  deliveryQuote,
} from '@forecourt/domain/calculators/delivery-quote'
import { type FormEvent, useRef, useState } from 'react'
import { pushEventOnce } from '~/analytics/push'
import { useCarOnPage } from '~/analytics/use-car-on-page'
import { CalculatorField } from './calculator-field'
import { CalculatorHiddenFields } from './calculator-hidden-fields'
import { type DeliveryCalculatorView, POSTCODE_LENGTH, POSTCODE_PARAM } from './delivery-calculator-view'
import { dollars } from './format'

/**
 * The delivery calculator: a postcode's delivery price and zone from the dealer's delivery zones. A GET
 * form the page answers without JavaScript; with it, the browser quotes from the same zones.
 */
export function DeliveryCalculator({ view }: { view: DeliveryCalculatorView }) {
  const [postcode, setPostcode] = useState(view.postcode)
  const [quote, setQuote] = useState<DeliveryQuote | null>(view.quote)
  const input = useRef<HTMLInputElement>(null)
  // The empty postcode is the field's own error; any other answer is the calculator's.
  const fieldError =
    quote?.kind === 'error' && quote.message === DELIVERY_EMPTY_POSTCODE ? quote.message : null
  const answer = quote && !fieldError ? quote : null
  const car = useCarOnPage()

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const next = deliveryQuote(postcode, view.zones)
    setQuote(next)
    if (car) pushEventOnce(`delivery:${car.item_id}`, calculatorUsed('delivery', car.item_id))
    if (next.kind === 'error' && next.message === DELIVERY_EMPTY_POSTCODE) input.current?.focus()
  }

  return (
    <section aria-labelledby="delivery-calculator" className="car-section">
      <h2 id="delivery-calculator" className="car-section-heading">
        {DELIVERY_TEXT}
      </h2>
      <p>Enter your postcode for a delivery estimate.</p>
      <form
        method="get"
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[minmax(0,16rem)_auto] sm:items-start"
      >
        <CalculatorHiddenFields calculator="delivery" kept={view.kept} />
        <CalculatorField
          id="delivery-postcode"
          name={POSTCODE_PARAM}
          label="Postcode"
          inputMode="numeric"
          maxLength={POSTCODE_LENGTH}
          autoComplete="postal-code"
          value={postcode}
          error={fieldError}
          autoFocus={view.focus && !!fieldError}
          inputRef={input}
          onChange={(value) => {
            setPostcode(value)
            // A new postcode makes the last answer stale.
            setQuote(null)
          }}
        />
        <button type="submit" className="button-primary justify-center sm:mt-7">
          Get estimate
        </button>
      </form>
      <div
        role="status"
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, the answer must not be left at the foot of the page
        autoFocus={view.focus && !!answer}
        className="mt-2"
      >
        {answer?.kind === 'quote' ? (
          <p className="rounded-md bg-surface p-4">
            Estimated delivery to {answer.postcode} ({answer.zoneName}):{' '}
            <strong className="text-xl">{dollars(answer.price)}</strong>
          </p>
        ) : answer?.kind === 'error' ? (
          <p className="rounded-md border-2 border-amber-700 bg-amber-50 p-4 text-ink">{answer.message}</p>
        ) : null}
      </div>
    </section>
  )
}
