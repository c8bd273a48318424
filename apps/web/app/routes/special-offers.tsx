import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { OfferCard } from '~/offers/components/offer-card'
import type { Route } from './+types/special-offers'
import { loadSpecialOffers } from './special-offers.server'

export async function loader({ context }: Route.LoaderArgs) {
  return loadSpecialOffers(context)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Special Offers | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `Current new vehicle, finance and service offers at ${loaderData.siteName}.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

const sectionId = (category: string) => `offers-${category.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`

export default function SpecialOffers({ loaderData }: Route.ComponentProps) {
  const { categories } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Special Offers</h1>
      {categories.length > 1 ? (
        <nav aria-label="Offer categories" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {categories.map(({ category }) => (
              <li key={category}>
                <a
                  href={`#${sectionId(category)}`}
                  className="inline-flex min-h-11 items-center rounded-full border border-line bg-surface-raised px-4 text-sm font-semibold"
                >
                  {category}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {categories.length === 0 ? (
        <section className="mt-8 rounded-lg border border-line bg-surface-raised p-8 text-center">
          <h2 className="text-xl font-semibold">No offers right now</h2>
          <p className="mt-2 text-ink-muted">
            New offers are added often. In the meantime, browse our stock.
          </p>
          <SiteLink to="/search" className="button-primary mt-4">
            View Our Stock
          </SiteLink>
        </section>
      ) : (
        categories.map(({ category, offers }) => (
          <section key={category} aria-labelledby={sectionId(category)} className="mt-10">
            <h2 id={sectionId(category)} className="text-2xl font-bold">
              {category}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {offers.map((offer) => (
                <li key={offer.id}>
                  <OfferCard offer={offer} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our special offers" />
}
