import type { RangeFacetAttribute } from '@forecourt/domain/search-facet-attributes'
import { facetTitles } from '@forecourt/domain/search-facet-labels'
import {
  type FacetStats,
  PRICE_INPUT_DEBOUNCE_MS,
  type RangeValue,
  refineRange,
  sliderHandles,
  sliderRange,
} from '@forecourt/domain/search-range-slider'
import { useEffect, useRef, useState } from 'react'
import { useInstantSearch, useRange } from 'react-instantsearch'
import { useCollectingWidgets } from '../search-render-phase'
import { FacetSection } from './facet-section'

const formats: Partial<Record<RangeFacetAttribute, (value: number) => string>> = {
  price: (value) => `$${value.toLocaleString('en-AU')}`,
  km: (value) => `${value.toLocaleString('en-AU')} km`,
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
  // The widget is registered for its UI state; refinements are written to that state directly, because
  // the connector only accepts values inside the current results' range, which shrinks as the shopper
  // refines (the whole-stock scale above is what the spec's rules check against).
  const { start } = useRange({ attribute })
  const { setIndexUiState } = useInstantSearch()
  const collecting = useCollectingWidgets()
  const current: RangeValue = {
    min: Number.isFinite(start[0]) ? (start[0] as number) : undefined,
    max: Number.isFinite(start[1]) ? (start[1] as number) : undefined,
  }
  const [draft, setDraft] = useState<RangeValue | null>(null)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  if (collecting || !bounds) return null

  const [low, high] = sliderHandles(draft ?? current, bounds)
  const format = formats[attribute] ?? String
  const title = facetTitles[attribute]

  const apply = (requested: RangeValue) => {
    const result = refineRange(attribute, requested, bounds)
    if (!result.ok) {
      console.warn(result.message)
      return
    }
    const { min, max } = result.value
    setIndexUiState((state) => {
      const range = { ...state.range }
      if (min === undefined && max === undefined) delete range[attribute]
      else range[attribute] = `${min ?? ''}:${max ?? ''}`
      return { ...state, range, page: undefined }
    })
  }
  const change = (requested: RangeValue) => {
    setDraft(requested)
    clearTimeout(timer.current)
    timer.current = setTimeout(() => {
      setDraft(null)
      apply(requested)
    }, PRICE_INPUT_DEBOUNCE_MS)
  }
  const number = (text: string) => (text.trim() === '' ? undefined : Number(text.replace(/[\s,$]/g, '')))

  return (
    <FacetSection title={title} open={open || current.min !== undefined || current.max !== undefined}>
      <p className="mb-2 text-sm" aria-live="polite">
        {format(low)} – {format(high)}
      </p>
      <div className="js-only mb-3 space-y-2">
        <label className="block text-sm">
          <span className="sr-only">Lowest {title.toLowerCase()}</span>
          <input
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={low}
            onChange={(event) => change({ min: Math.min(Number(event.target.value), high), max: high })}
            className="w-full accent-brand"
          />
        </label>
        <label className="block text-sm">
          <span className="sr-only">Highest {title.toLowerCase()}</span>
          <input
            type="range"
            min={bounds.min}
            max={bounds.max}
            step={bounds.step}
            value={high}
            onChange={(event) => change({ min: low, max: Math.max(Number(event.target.value), low) })}
            className="w-full accent-brand"
          />
        </label>
      </div>
      <div className="grid grid-cols-2 gap-2">
        <label className="text-sm">
          Min<span className="sr-only"> {title.toLowerCase()}</span>
          <input
            key={`min-${current.min}`}
            name={`${attribute}_min`}
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            defaultValue={current.min}
            placeholder={String(bounds.min)}
            onChange={(event) => change({ min: number(event.target.value), max: current.max })}
            className="mt-1 w-full rounded-md border border-line px-2 py-2"
          />
        </label>
        <label className="text-sm">
          Max<span className="sr-only"> {title.toLowerCase()}</span>
          <input
            key={`max-${current.max}`}
            name={`${attribute}_max`}
            type="number"
            inputMode="numeric"
            min={bounds.min}
            max={bounds.max}
            defaultValue={current.max}
            placeholder={String(bounds.max)}
            onChange={(event) => change({ min: current.min, max: number(event.target.value) })}
            className="mt-1 w-full rounded-md border border-line px-2 py-2"
          />
        </label>
      </div>
    </FacetSection>
  )
}
