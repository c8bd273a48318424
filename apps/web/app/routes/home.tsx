import { FacetTiles } from '~/components/facet-tiles'
import { QuickSearch } from '~/components/quick-search'
import { RouteError } from '~/components/route-error'
import { StatsBanner } from '~/components/stats-banner'
import { FeatureBanner } from '~/home/components/feature-banner'
import { FeaturedCars } from '~/home/components/featured-cars'
import { HeroCarousel } from '~/home/components/hero-carousel'
import { LocationsCarousel } from '~/home/components/locations-carousel'
import { OffersTeaser } from '~/home/components/offers-teaser'
import { PromotionalHeader } from '~/home/components/promotional-header'
import type { Route } from './+types/home'
import { loadHome } from './home.server'

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadHome(context, request)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData || loaderData.kind === 'platform') {
    return [
      { title: 'Forecourt demo websites' },
      { name: 'description', content: 'The demo dealer websites served by this Forecourt platform.' },
    ]
  }
  return [
    { title: `${loaderData.name} | New, demo and used vehicles` },
    {
      name: 'description',
      content: `Browse stock, book a test drive or a service, and find ${loaderData.name} locations and opening hours.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function Home({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === 'platform') {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-12">
        <h1 className="text-3xl font-bold tracking-tight">Forecourt demo websites</h1>
        <p className="mt-3 text-ink-muted">
          This platform serves each dealer from its own address. Choose a demo website to open it.
        </p>
        <ul className="mt-8 divide-y divide-line rounded-lg border border-line bg-surface-raised">
          {loaderData.sites.map((site) => (
            <li key={site.url ?? site.name} className="flex items-center justify-between gap-4 px-4 py-3">
              {site.url ? (
                <a href={site.url} className="font-semibold underline underline-offset-4">
                  {site.name}
                </a>
              ) : (
                <span className="font-semibold">{site.name}</span>
              )}
              <span className="text-sm text-ink-muted">
                {site.kind === 'group' ? 'Group website' : 'Dealer website'}
              </span>
            </li>
          ))}
        </ul>
        {loaderData.pageCount > 1 ? (
          <nav aria-label="Pages of websites" className="mt-6 flex items-center justify-between gap-4">
            {loaderData.page > 1 ? (
              <a href={`/?page=${loaderData.page - 1}`} rel="prev" className="button-secondary">
                Previous
              </a>
            ) : (
              <span />
            )}
            <span className="text-sm text-ink-muted">
              Page {loaderData.page} of {loaderData.pageCount} ({loaderData.total} websites)
            </span>
            {loaderData.page < loaderData.pageCount ? (
              <a href={`/?page=${loaderData.page + 1}`} rel="next" className="button-secondary">
                Next
              </a>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </main>
    )
  }

  const { home } = loaderData
  return (
    <main id="main" className="flex-1">
      {home.promotionalHeader ? <PromotionalHeader propositions={home.promotionalHeader} /> : null}
      <HeroCarousel slides={home.slides} />

      <section className="bg-brand text-on-brand">
        <div className="mx-auto w-full max-w-6xl px-4 py-14 sm:py-20">
          <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{loaderData.name}</h1>
          {loaderData.kind === 'dealer' && loaderData.makes.length > 0 ? (
            <p className="mt-4 max-w-2xl text-lg opacity-90">
              New, demo and used {loaderData.makes.slice(0, 6).join(', ')}
              {loaderData.makes.length > 6 ? ' and more' : ''}.
            </p>
          ) : null}
          {loaderData.stock ? (
            <div className="mt-8">
              <QuickSearch data={loaderData.stock.quickSearch} />
            </div>
          ) : null}
        </div>
      </section>

      {home.featureBanner ? <FeatureBanner tiles={home.featureBanner} /> : null}

      {loaderData.stock ? (
        <div className="render-when-visible">
          <FacetTiles id="shop-by-make" title="Shop by make" tiles={loaderData.stock.makeTiles} />
          <FacetTiles id="shop-by-body" title="Shop by body type" tiles={loaderData.stock.bodyTiles} />
        </div>
      ) : null}

      {home.featuredCars ? (
        <FeaturedCars heading={home.featuredCars.heading} cards={loaderData.featuredCars} />
      ) : null}
      {home.offersTeaser ? (
        <OffersTeaser heading={home.offersTeaser.heading} offers={loaderData.offers} />
      ) : null}

      {loaderData.kind === 'group' && loaderData.stats.length > 0 ? (
        <section aria-label="Group at a glance" className="border-b border-line bg-surface-raised">
          <StatsBanner stats={loaderData.stats} className="mx-auto w-full max-w-6xl px-4 py-8" />
        </section>
      ) : null}

      {loaderData.kind === 'group' && loaderData.dealers.length > 0 ? (
        <section aria-labelledby="our-dealerships" className="mx-auto w-full max-w-6xl px-4 pt-12">
          <h2 id="our-dealerships" className="text-2xl font-bold">
            Our dealerships
          </h2>
          <ul className="mt-4 flex flex-wrap gap-3">
            {loaderData.dealers.map((dealer) => (
              <li key={dealer.id}>
                {dealer.url ? (
                  <a href={dealer.url} className="button-secondary">
                    {dealer.name}
                  </a>
                ) : (
                  <span>{dealer.name}</span>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <LocationsCarousel locations={loaderData.locations} />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our home page" />
}
