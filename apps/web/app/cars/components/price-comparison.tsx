import { formatAud } from '@forecourt/domain/vehicle-card/price'
import {
  PRICE_COMPARISON_FETCH_ERROR,
  type PriceComparisonBand,
  type PriceComparisonGauge,
  priceComparisonGauge,
} from '@forecourt/domain/vehicle-page/price-comparison-gauge'
import { useEffect, useState } from 'react'

type State = { kind: 'loading' } | { kind: 'hidden' } | { kind: 'gauge'; gauge: PriceComparisonGauge }

const bandColours: Record<PriceComparisonBand, string> = {
  low: '#b45309',
  medium: '#2563eb',
  high: '#15803d',
}

/** A half-circle gauge whose needle sits at `fill` (0 at the left end: priced at the market maximum). */
function Gauge({ gauge }: { gauge: PriceComparisonGauge }) {
  const angle = Math.PI * (1 - gauge.fill)
  const needle = { x: 100 + 70 * Math.cos(angle), y: 100 - 70 * Math.sin(angle) }
  return (
    <svg viewBox="0 0 200 110" className="w-full max-w-64" aria-hidden="true">
      <path d="M 15 100 A 85 85 0 0 1 185 100" fill="none" stroke="var(--color-line)" strokeWidth="18" />
      <path
        d="M 15 100 A 85 85 0 0 1 185 100"
        fill="none"
        stroke={bandColours[gauge.band]}
        strokeWidth="18"
        pathLength={100}
        strokeDasharray={`${gauge.fill * 100} 100`}
      />
      <line x1="100" y1="100" x2={needle.x} y2={needle.y} stroke="currentColor" strokeWidth="4" />
      <circle cx="100" cy="100" r="7" fill="currentColor" />
    </svg>
  )
}

function Skeleton() {
  return (
    <div className="animate-pulse space-y-3" aria-hidden="true">
      <div className="h-28 max-w-64 rounded-t-full bg-line" />
      <div className="h-4 w-1/2 rounded bg-line" />
      <div className="h-4 w-3/4 rounded bg-line" />
    </div>
  )
}

/**
 * The price-comparison panel: fetches `{car path}/autogauge` in the browser, shows a skeleton meanwhile,
 * and shows nothing at all on an error, missing data or too little confidence (stock document 4, 5, 8).
 */
export function PriceComparison({ autogaugeUrl }: { autogaugeUrl: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    setState({ kind: 'loading' })
    fetch(autogaugeUrl, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (response.status === 404) return setState({ kind: 'hidden' })
        if (!response.ok) throw new Error(`HTTP ${response.status}`)
        const gauge = priceComparisonGauge(await response.json())
        setState(gauge ? { kind: 'gauge', gauge } : { kind: 'hidden' })
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        console.error(PRICE_COMPARISON_FETCH_ERROR, error)
        setState({ kind: 'hidden' })
      })
    return () => controller.abort()
  }, [autogaugeUrl])

  if (state.kind === 'hidden') return null
  return (
    <section
      aria-labelledby="price-comparison"
      aria-busy={state.kind === 'loading'}
      className="car-section js-only"
    >
      <h2 id="price-comparison" className="car-section-heading">
        Price Comparison
      </h2>
      {state.kind === 'loading' ? (
        <Skeleton />
      ) : (
        <div className="grid items-center gap-6 sm:grid-cols-[16rem_1fr]">
          <Gauge gauge={state.gauge} />
          <div>
            <p className={`text-2xl font-bold price-band-${state.gauge.band}`}>{state.gauge.label}</p>
            <p className="mt-1">
              Listed at <strong>{formatAud(state.gauge.listingPrice)}</strong> against a market range of{' '}
              <strong>
                {formatAud(state.gauge.marketMin)} – {formatAud(state.gauge.marketMax)}
              </strong>
              .
            </p>
            {state.gauge.description ? (
              <p className="mt-2 text-sm text-ink-muted">{state.gauge.description}</p>
            ) : null}
          </div>
        </div>
      )}
    </section>
  )
}
