import type { SliderRange } from '@forecourt/domain/finance/calculator'

/** One labelled range slider of the finance calculator, its value written out beside the label. */
export function FinanceSlider({
  id,
  name,
  label,
  range,
  value,
  format,
  onChange,
}: {
  id: string
  name: string
  label: string
  range: SliderRange
  value: number
  format: (value: number) => string
  onChange: (value: number) => void
}) {
  const limitsId = `${id}-limits`
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4">
        <label htmlFor={id} className="font-semibold">
          {label}
        </label>
        {/* Not an <output>: that is a live region, and the slider announces its own value. */}
        <span className="text-lg font-bold">{format(value)}</span>
      </div>
      <input
        id={id}
        name={name}
        type="range"
        min={range.min}
        max={range.max}
        step={range.step}
        value={value}
        aria-valuetext={format(value)}
        aria-describedby={limitsId}
        onChange={(event) => onChange(event.target.valueAsNumber)}
        className="mt-1 block h-6 w-full cursor-pointer accent-brand"
      />
      <p id={limitsId} className="flex justify-between text-sm text-ink-muted">
        <span>
          <span className="sr-only">From </span>
          {format(range.min)}
        </span>
        <span>
          <span className="sr-only">to </span>
          {format(range.max)}
        </span>
      </p>
    </div>
  )
}
