import { enAuNumber } from '@forecourt/domain/australia/number-format'
import type { RangeFacetAttribute } from '@forecourt/domain/search/facet-attributes'
import { facetTitles } from '@forecourt/domain/search/facet-labels'
import {
  type FacetStats,
  PRICE_INPUT_DEBOUNCE_MS,
  type RangeValue,
  refineRange,
  type SliderRange,
  sliderHandles,
  sliderRange,
} from '@forecourt/domain/search/range-slider'
import { useEffect, useRef, useState } from 'react'
import { withRange } from '../search-refinements'
import { useSearchView } from '../search-view-context'
import { FacetSection } from './facet-section'

const formats: Partial<Record<RangeFacetAttribute, (value: number) => string>> = {
  price: (value) => `$${enAuNumber.format(value)}`,
  km: (value) => `${enAuNumber.format(value)} km`,
  subscription_price: (value) => `$${enAuNumber.format(value)}`,
}

/**
 * A range facet: two sliders (once interactive) and two number fields that also work in a plain form as
 * `{attribute}_min` and `{attribute}_max`. Changes wait 400 ms for the shopper to settle, then go through
 * the domain's slider rules: rounded, clamped, min never above max, out-of-range values ignored and logged.
 */
export function RangeFacet({
  attribute,
  stats,
  open = false,
}: {
  attribute: RangeFacetAttribute
  /** The site's whole-stock minimum and maximum, so the slider keeps its scale while it is refined. */
  stats: FacetStats | undefined
  open?: boolean
}) {
  const bounds = sliderRange(attribute, stats)
  const { state, refine } = useSearchView()
  const current: RangeValue = state.ranges[attribute] ?? {}
  const [draft, setDraft] = useState<RangeValue | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  if (!bounds) return null

  const [low, high] = sliderHandles(draft ?? current, bounds)
  const format = formats[attribute] ?? String
  const title = facetTitles[attribute]

  const apply = (requested: RangeValue) => {
    const result = refineRange(attribute, requested, bounds)
    if (!result.ok) {
      console.warn(result.message)
      return
    }
    refine((latest) => withRange(latest, attribute, result.value))
  }
  const change = (requested: RangeValue) => {
    setDraft(requested)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setDraft(null)
      apply(requested)
    }, PRICE_INPUT_DEBOUNCE_MS)
  }

  return (
    <FacetSection title={title} open={open || current.min !== undefined || current.max !== undefined}>
      <p className="mb-2 text-sm" aria-live="polite">
        {format(low)} – {format(high)}
      </p>
      <div className="js-only mb-3 space-y-2">
        <RangeSliderHandle
          label={`Lowest ${title.toLowerCase()}`}
          bounds={bounds}
          value={low}
          onChange={(value) => change({ min: Math.min(value, high), max: high })}
        />
        <RangeSliderHandle
          label={`Highest ${title.toLowerCase()}`}
          bounds={bounds}
          value={high}
          onChange={(value) => change({ min: low, max: Math.max(value, low) })}
        />
      </div>
      <div className="grid grid-cols-2 gap-2">
        <RangeBoundField
          side="min"
          attribute={attribute}
          title={title}
          bounds={bounds}
          value={current.min}
          onChange={(value) => change({ min: value, max: current.max })}
        />
        <RangeBoundField
          side="max"
          attribute={attribute}
          title={title}
          bounds={bounds}
          value={current.max}
          onChange={(value) => change({ min: current.min, max: value })}
        />
      </div>
    </FacetSection>
  )
}

function RangeSliderHandle({
  label,
  bounds,
  value,
  onChange,
}: {
  label: string
  bounds: SliderRange
  value: number
  onChange: (value: number) => void
}) {
  return (
    <label className="block text-sm">
      <span className="sr-only">{label}</span>
      <input
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className="w-full accent-brand"
      />
    </label>
  )
}

/** A typed bound; also the plain form's `{attribute}_min` / `{attribute}_max` parameter. */
function RangeBoundField({
  side,
  attribute,
  title,
  bounds,
  value,
  onChange,
}: {
  side: 'min' | 'max'
  attribute: RangeFacetAttribute
  title: string
  bounds: SliderRange
  value: number | undefined
  onChange: (value: number | undefined) => void
}) {
  return (
    <label className="text-sm">
      {side === 'min' ? 'Min' : 'Max'}
      <span className="sr-only"> {title.toLowerCase()}</span>
      <input
        key={`${side}-${value}`}
        name={`${attribute}_${side}`}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        defaultValue={value}
        placeholder={String(side === 'min' ? bounds.min : bounds.max)}
        onChange={(event) => {
          const text = event.target.value.replace(/[\s,$]/g, '')
          onChange(text === '' ? undefined : Number(text))
        }}
        className="mt-1 w-full rounded-md border border-line px-2 py-2"
      />
    </label>
  )
}
