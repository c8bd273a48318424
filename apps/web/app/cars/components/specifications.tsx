import type { SpecItem } from '@forecourt/domain/vehicle-page/specs'
import { ServerRendered } from '~/components/server-rendered'

/** The full specification list (Variant fields with a value) and the standard equipment. */
export function Specifications({
  carId,
  specifications,
  equipment,
}: {
  carId: string
  specifications: readonly SpecItem[]
  equipment: readonly string[]
}) {
  if (specifications.length === 0 && equipment.length === 0) return null
  return (
    <ServerRendered as="section" of={carId} aria-labelledby="specifications" className="car-section">
      <h2 id="specifications" className="car-section-heading">
        Specifications
      </h2>
      {specifications.length > 0 ? (
        <dl className="grid gap-x-8 sm:grid-cols-2">
          {specifications.map((item) => (
            <div key={item.field} className="flex justify-between gap-4 border-b border-line py-2">
              <dt className="text-ink-muted">{item.label}</dt>
              <dd className="text-right font-semibold">{item.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {equipment.length > 0 ? (
        <>
          <h3 className="mt-6 mb-2 text-lg font-semibold">Standard Equipment</h3>
          <ul className="grid list-disc gap-x-8 gap-y-1 pl-5 sm:grid-cols-2">
            {equipment.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </>
      ) : null}
    </ServerRendered>
  )
}
