import { enAuNumberFormat } from '@forecourt/domain/australia/number-format'
import type { CarAnalysisFigure } from '@forecourt/domain/vehicle-page/car-analysis'
import { NUMBER_ANIMATION_MS } from '@forecourt/domain/vehicle-page/number-animation'
import { AnimatedNumber } from './animated-number'

const wholeNumbers = enAuNumberFormat()
const wholeNumber = (value: number) => wholeNumbers.format(value)

/** The Car Analysis plugin: the car's age, kilometres a year and days listed, counted up once in view. */
export function CarAnalysis({ figures }: { figures: readonly CarAnalysisFigure[] | null }) {
  if (!figures || figures.length === 0) return null
  return (
    <section id="car-analysis" aria-labelledby="car-analysis-heading" className="car-section">
      <h2 id="car-analysis-heading" className="car-section-heading">
        Car Analysis
      </h2>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map((figure) => (
          <div key={figure.key} className="rounded-lg border border-line bg-surface-raised p-4">
            <dt className="text-sm text-ink-muted">{figure.label}</dt>
            <dd className="mt-1 text-2xl font-bold" data-testid={`car-analysis-${figure.key}`}>
              <AnimatedNumber value={figure.value} format={wholeNumber} durationMs={NUMBER_ANIMATION_MS} />{' '}
              <span className="text-base font-semibold">{figure.unit}</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
