import { ContentImage } from '~/components/content-image'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { StatsBanner } from '~/components/stats-banner'
import type { Route } from './+types/brands'
import { loadBrands } from './brands.server'

export async function loader({ context }: Route.LoaderArgs) {
  return loadBrands(context)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Our Brands | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `The car, motorcycle and truck brands and the companies of ${loaderData.siteName}.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function Brands({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Our Brands</h1>
      {loaderData.stats.length > 0 ? (
        <StatsBanner stats={loaderData.stats} className="mt-6 rounded-lg bg-surface-raised p-6" />
      ) : null}
      {loaderData.sections.map((section) => (
        <section key={section.category} aria-labelledby={`brands-${section.category}`} className="mt-10">
          <h2 id={`brands-${section.category}`} className="text-2xl font-bold">
            {section.title}
          </h2>
          <ul className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
            {section.entries.map((entry) => (
              <li key={entry.id}>
                {entry.external ? (
                  <a
                    href={entry.href}
                    target="_blank"
                    rel="noreferrer"
                    className="flex h-full flex-col items-center gap-3 rounded-lg border border-line bg-surface-raised p-4 text-center hover:border-brand"
                  >
                    <BrandTile entry={entry} />
                    <span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : (
                  <SiteLink
                    to={entry.href}
                    className="flex h-full flex-col items-center gap-3 rounded-lg border border-line bg-surface-raised p-4 text-center hover:border-brand"
                  >
                    <BrandTile entry={entry} />
                  </SiteLink>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </main>
  )
}

function BrandTile({
  entry,
}: {
  entry: { title: string; logo: { url: string; width: number; height: number } | null }
}) {
  return (
    <>
      {entry.logo ? (
        <ContentImage
          image={{ alt: '', ...entry.logo }}
          alt=""
          sizes="192px"
          widths={[192, 384]}
          className="h-12 w-auto"
        />
      ) : null}
      <span className="font-semibold">{entry.title}</span>
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our brands" />
}
