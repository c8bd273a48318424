import { telHref } from './tel-href'

const typeLabels: Record<string, string> = { sales: 'Sales', service: 'Service', parts: 'Parts' }

export interface LocationCardProps {
  location: {
    name: string
    type: string | null
    phone: string | null
    address: {
      street: string | null
      city: string | null
      state: string | null
      postcode: string | null
    } | null
  }
}

export function LocationCard({ location }: LocationCardProps) {
  const { address } = location
  const oneLine = address
    ? [address.street, address.city, address.state, address.postcode].filter(Boolean).join(', ')
    : ''
  return (
    <article className="flex h-full flex-col rounded-lg border border-line bg-surface-raised p-5 shadow-sm">
      {location.type && typeLabels[location.type] ? (
        <p className="text-sm font-semibold uppercase tracking-wide text-brand">
          {typeLabels[location.type]}
        </p>
      ) : null}
      <h3 className="mt-1 text-lg font-semibold">{location.name}</h3>
      {oneLine ? <p className="mt-2 text-ink-muted">{oneLine}</p> : null}
      <div className="mt-auto flex flex-wrap gap-3 pt-4">
        {location.phone ? (
          <a href={telHref(location.phone)} className="button-primary">
            <span className="sr-only">Call {location.name} on </span>
            {location.phone}
          </a>
        ) : null}
        {oneLine ? (
          <a
            href={`https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(oneLine)}`}
            className="button-secondary"
            target="_blank"
            rel="noreferrer"
          >
            Get Directions
            <span className="sr-only"> to {location.name} (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </article>
  )
}
