import { calculatorUsed } from '@forecourt/domain/analytics/events'
import { type FormEvent, useRef, useState } from 'react'
import { pushEventOnce } from '~/analytics/push'
import { useCarOnPage } from '~/analytics/use-car-on-page'
import { CalculatorField } from './calculator-field'
import { CalculatorHiddenFields } from './calculator-hidden-fields'
import { dollarsAndCents, litres, litresPer100Km } from './format'
import {
  FUEL_INPUT_MAX_LENGTH,
  FUEL_PARAMS,
  type FuelCalculatorView,
  type FuelInputs,
  fuelCalculation,
} from './fuel-calculator-view'

const noErrors = { distance: null, price: null }

/**
 * The fuel cost calculator: what the distance costs at the car's combined consumption. A GET form the
 * page answers without JavaScript; with it, the answer follows the shopper's typing.
 */
export function FuelCalculator({ view }: { view: FuelCalculatorView }) {
  const [values, setValues] = useState<FuelInputs>(view.values)
  const [showErrors, setShowErrors] = useState(view.submitted)
  const distanceInput = useRef<HTMLInputElement>(null)
  const priceInput = useRef<HTMLInputElement>(null)
  const calculation = fuelCalculation(view.consumption, values)
  const errors = showErrors ? calculation.errors : noErrors
  const { result } = calculation
  const focusServerError = view.focus && !!(errors.distance || errors.price)
  const car = useCarOnPage()

  const change = (field: keyof FuelInputs) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    if (car) pushEventOnce(`fuel:${car.item_id}`, calculatorUsed('fuel', car.item_id))
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setShowErrors(true)
    if (calculation.errors.distance) distanceInput.current?.focus()
    else if (calculation.errors.price) priceInput.current?.focus()
  }

  return (
    <section aria-labelledby="fuel-calculator" className="car-section">
      <h2 id="fuel-calculator" className="car-section-heading">
        Fuel Cost Calculator
      </h2>
      <p>
        Combined fuel consumption: <strong>{litresPer100Km(view.consumption)}</strong>
      </p>
      <form
        method="get"
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-x-4 gap-y-2 sm:grid-cols-[1fr_1fr_auto] sm:items-start"
      >
        <CalculatorHiddenFields calculator="fuel" kept={view.kept} />
        <CalculatorField
          id="fuel-distance"
          name={FUEL_PARAMS.distance}
          label="Distance (km)"
          hint="For example 15,000"
          inputMode="decimal"
          maxLength={FUEL_INPUT_MAX_LENGTH}
          value={values.distance}
          error={errors.distance}
          autoFocus={focusServerError && !!errors.distance}
          inputRef={distanceInput}
          onChange={change('distance')}
        />
        <CalculatorField
          id="fuel-price"
          name={FUEL_PARAMS.price}
          label="Fuel price ($/L)"
          hint="For example 1.95"
          inputMode="decimal"
          maxLength={FUEL_INPUT_MAX_LENGTH}
          value={values.price}
          error={errors.price}
          autoFocus={focusServerError && !errors.distance && !!errors.price}
          inputRef={priceInput}
          onChange={change('price')}
        />
        <button type="submit" className="button-primary justify-center sm:mt-12">
          Calculate
        </button>
      </form>
      <div
        role="status"
        // The page's answer to this form: focused (and so scrolled to) when the page loads with it.
        tabIndex={-1}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, the answer must not be left at the foot of the page
        autoFocus={view.focus && !!result}
        className="mt-2 rounded-md bg-surface p-4"
      >
        {result ? (
          <dl className="grid gap-2 sm:grid-cols-2">
            <div>
              <dt className="text-ink-muted">Fuel used</dt>
              <dd className="text-xl font-bold">{litres(result.litres)}</dd>
            </div>
            <div>
              <dt className="text-ink-muted">Fuel cost</dt>
              <dd className="text-xl font-bold">{dollarsAndCents(result.cost)}</dd>
            </div>
          </dl>
        ) : (
          <p className="text-ink-muted">
            Enter a distance and a fuel price to see the fuel used and its cost.
          </p>
        )}
      </div>
    </section>
  )
}
