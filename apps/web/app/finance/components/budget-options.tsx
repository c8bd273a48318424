import { enAuNumberFormat } from '@forecourt/domain/australia/number-format'
import {
  budgetRange,
  DEFAULT_PRICE_RANGE,
  PRICE_RANGE_SLIDER,
  priceOptionSearch,
} from '@forecourt/domain/finance/price-options'
import { useState } from 'react'
import { SiteLink } from '~/components/site-link'

const dollars = enAuNumberFormat({ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

/**
 * The 'Get Finance Now' panel's budget: a chip per price ("$5,000 to $70,000, or $300,000 to $800,000")
 * and a price range slider ("step 500, default 5,000 to 250,000"), each opening the used-cars search
 * within that budget. The slider is a plain GET form (`price_min`, `price_max`), so it works without
 * JavaScript.
 */
export function BudgetOptions({ options, searchPath }: { options: readonly number[]; searchPath: string }) {
  const [range, setRange] = useState<{ min: number; max: number }>(DEFAULT_PRICE_RANGE)
  return (
    <div className="mt-6 grid gap-4">
      <nav aria-labelledby="budget-options-heading">
        <h3 id="budget-options-heading" className="text-lg font-semibold">
          Shop by budget
        </h3>
        <ul className="mt-2 flex flex-wrap gap-2">
          {options.map((price) => (
            <li key={price}>
              <SiteLink
                to={priceOptionSearch(searchPath, price)}
                className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface px-4 font-semibold hover:border-brand"
              >
                Up to {dollars.format(price)}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <form method="get" action={searchPath} aria-labelledby="budget-range-heading" className="grid gap-2">
        <h3 id="budget-range-heading" className="text-lg font-semibold">
          Price range
        </h3>
        <p aria-live="polite">
          {dollars.format(range.min)} to {dollars.format(range.max)}
        </p>
        <PriceHandle
          label="Lowest price"
          name="price_min"
          value={range.min}
          onChange={(value) => setRange(budgetRange(value, range.max))}
        />
        <PriceHandle
          label="Highest price"
          name="price_max"
          value={range.max}
          onChange={(value) => setRange(budgetRange(range.min, value))}
        />
        <button type="submit" className="button-secondary justify-self-start">
          Show cars in my budget
        </button>
      </form>
    </div>
  )
}

/** One end of the price range: a slider over the spec's range, its value read out in dollars. */
function PriceHandle({
  label,
  name,
  value,
  onChange,
}: {
  label: string
  name: string
  value: number
  onChange: (value: number) => void
}) {
  return (
    <label className="grid gap-1">
      <span>{label}</span>
      <input
        type="range"
        name={name}
        min={PRICE_RANGE_SLIDER.min}
        max={PRICE_RANGE_SLIDER.max}
        step={PRICE_RANGE_SLIDER.step}
        value={value}
        aria-valuetext={dollars.format(value)}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand"
      />
    </label>
  )
}
