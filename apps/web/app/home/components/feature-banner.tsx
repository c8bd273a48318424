import { ContentImage } from '~/components/content-image'
import { SiteLink } from '~/components/site-link'
import type { FeatureTileView } from '../home-page-view.server'

/** "The feature banner links to offers, online service booking and selling your car." */
export function FeatureBanner({ tiles }: { tiles: FeatureTileView[] }) {
  return (
    <section
      aria-labelledby="feature-banner"
      className="render-when-visible mx-auto w-full max-w-6xl px-4 pt-12"
    >
      <h2 id="feature-banner" className="sr-only">
        Offers, service and selling your car
      </h2>
      <ul className="grid gap-6 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li
            key={tile.key}
            className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface-raised shadow-sm hover:border-brand"
          >
            {tile.image ? (
              <ContentImage
                image={tile.image}
                sizes="(min-width: 768px) 33vw, 100vw"
                className="aspect-[4/3] w-full bg-line object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-2 p-5">
              <h3 className="text-xl font-bold">
                {/* The link covers the whole tile; only its title is its name. */}
                <SiteLink to={tile.href} className="after:absolute after:inset-0 hover:underline">
                  {tile.title}
                </SiteLink>
              </h3>
              {tile.text ? <p className="text-ink-muted">{tile.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
