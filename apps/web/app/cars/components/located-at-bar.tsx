/** "An announcement bar 'Located at {city}' with 'Get Directions'" when the car is away from the main site. */
export function LocatedAtBar({ text, directionsUrl }: { text: string; directionsUrl: string | null }) {
  return (
    <aside aria-label="Vehicle location" className="bg-ink text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-2">
        <p className="font-semibold">{text}</p>
        {directionsUrl ? (
          <a
            href={directionsUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            Get Directions<span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </aside>
  )
}
