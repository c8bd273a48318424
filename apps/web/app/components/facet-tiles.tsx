import { enAuNumber } from '@forecourt/domain/australia/number-format'
import { landingPath } from '@forecourt/domain/search/landing-paths'
import { SiteLink } from './site-link'

/** "Facet tiles for make and body link to /search/{slug}" (forms document section 2). */
export function FacetTiles({
  title,
  id,
  tiles,
}: {
  title: string
  id: string
  tiles: { kind: 'make' | 'body'; value: string; count: number }[]
}) {
  if (tiles.length === 0) return null
  return (
    <section aria-labelledby={id} className="mx-auto w-full max-w-6xl px-4 pt-12">
      <h2 id={id} className="text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {tiles.map((tile) => (
          <li key={tile.value}>
            <SiteLink
              to={landingPath(
                tile.kind === 'make'
                  ? { kind: 'make', make: tile.value }
                  : { kind: 'body', body: tile.value },
              )}
              className="flex min-h-16 flex-col justify-center rounded-lg border border-line bg-surface-raised px-4 py-3 hover:border-brand"
            >
              <span className="font-semibold">{tile.value}</span>
              <span className="text-sm text-ink-muted">
                {enAuNumber.format(tile.count)} {tile.count === 1 ? 'vehicle' : 'vehicles'}
              </span>
            </SiteLink>
          </li>
        ))}
      </ul>
    </section>
  )
}
