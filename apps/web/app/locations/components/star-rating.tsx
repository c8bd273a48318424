import type { ShownRating } from '@forecourt/domain/locations/rating'

/** Five stars filled to the average (partial stars from the domain rule), with the figures as text. */
export function StarRating({ rating }: { rating: ShownRating }) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <span className="flex" aria-hidden="true">
        {rating.fills.map((fill, index) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions, not items
            key={index}
            className="relative inline-block text-lg leading-none text-line"
          >
            ★
            <span
              className="absolute inset-0 overflow-hidden text-amber-700"
              style={{ width: `${fill * 100}%` }}
            >
              ★
            </span>
          </span>
        ))}
      </span>
      <span>{rating.label}</span>
    </p>
  )
}
