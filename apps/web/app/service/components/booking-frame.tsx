import { SERVICE_BOOKING_FRAME_HEIGHT } from '@forecourt/domain/site/service-tabs'

/** The dealer-service provider's booking page, embedded at the spec's 750 px, with a way out if it fails. */
export function BookingFrame({ url, title }: { url: string; title: string }) {
  return (
    <div>
      <iframe
        src={url}
        title={title}
        height={SERVICE_BOOKING_FRAME_HEIGHT}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="w-full rounded-lg border border-line bg-surface-raised"
        style={{ height: SERVICE_BOOKING_FRAME_HEIGHT }}
      />
      <p className="mt-2 text-sm text-ink-muted">
        Booking page not showing?{' '}
        <a href={url} target="_blank" rel="noreferrer" className="underline">
          Open it in a new tab<span className="sr-only"> (opens in a new tab)</span>
        </a>
        .
      </p>
    </div>
  )
}
