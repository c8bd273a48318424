import {
  budgetRange,
  DEFAULT_PRICE_RANGE,
  PRICE_RANGE_SLIDER,
  priceOptionSearch,
} from '@forecourt/domain/finance/price-options'
import { useState } from 'react'
import { SiteLink } from '~/components/site-link'

const dollars = new Intl.NumberFormat('en-AU', {
  style: 'currency',
  currency: 'AUD',
  maximumFractionDigits: 0,
})

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
        <label className="grid gap-1">
          <span>Lowest price</span>
          <input
            type="range"
            name="price_min"
            min={PRICE_RANGE_SLIDER.min}
            max={PRICE_RANGE_SLIDER.max}
            step={PRICE_RANGE_SLIDER.step}
            value={range.min}
            aria-valuetext={dollars.format(range.min)}
            onChange={(event) => setRange(budgetRange(Number(event.target.value), range.max))}
            className="w-full accent-brand"
          />
        </label>
        <label className="grid gap-1">
          <span>Highest price</span>
          <input
            type="range"
            name="price_max"
            min={PRICE_RANGE_SLIDER.min}
            max={PRICE_RANGE_SLIDER.max}
            step={PRICE_RANGE_SLIDER.step}
            value={range.max}
            aria-valuetext={dollars.format(range.max)}
            onChange={(event) => setRange(budgetRange(range.min, Number(event.target.value)))}
            className="w-full accent-brand"
          />
        </label>
        <button type="submit" className="button-secondary justify-self-start">
          Show cars in my budget
        </button>
      </form>
    </div>
  )
}
