import type { KeyInformationItem } from '@forecourt/domain/vehicle-page/key-information'
import { KEY_INFORMATION_PREVIEW_COUNT } from '@forecourt/domain/vehicle-page/key-information'
import { ServerRendered } from '~/components/server-rendered'

function Items({ items }: { items: readonly KeyInformationItem[] }) {
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label}>
          <dt className="text-sm text-ink-muted">{item.label}</dt>
          <dd className="font-semibold">{item.value}</dd>
        </div>
      ))}
    </dl>
  )
}

/** Key information: the first 4 facts, the rest behind 'Show more' (a disclosure that needs no script). */
export function KeyInformation({ carId, items }: { carId: string; items: readonly KeyInformationItem[] }) {
  if (items.length === 0) return null
  const rest = items.slice(KEY_INFORMATION_PREVIEW_COUNT)
  return (
    <ServerRendered as="section" of={carId} aria-labelledby="key-information" className="car-section">
      <h2 id="key-information" className="car-section-heading">
        Key Information
      </h2>
      <Items items={items.slice(0, KEY_INFORMATION_PREVIEW_COUNT)} />
      {rest.length > 0 ? (
        <details className="group mt-3">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand underline">
            <span className="group-open:hidden">Show more ({rest.length})</span>
            <span className="hidden group-open:inline">Show less</span>
          </summary>
          <div className="mt-3">
            <Items items={rest} />
          </div>
        </details>
      ) : null}
    </ServerRendered>
  )
}
