/**
 * Stands in for the photos of a car that has none (spec: a 'new arrival' placeholder, optionally with
 * Request Photos). The `request-photos` anchor is where a results card's Request Photos link lands.
 */
export function PhotoPlaceholder({ requestPhotosHref }: { requestPhotosHref: string | null }) {
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-2 rounded-lg bg-line p-6 text-center">
      <p className="text-2xl font-bold">New arrival</p>
      <p className="text-ink-muted">Photos coming soon</p>
      {requestPhotosHref ? (
        <a id="request-photos" href={requestPhotosHref} className="button-primary mt-2">
          Request Photos
        </a>
      ) : null}
    </div>
  )
}
