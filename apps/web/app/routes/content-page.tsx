import { FaqList } from '~/components/faq-list'
import { PortableText } from '~/components/portable-text'
import { RouteError } from '~/components/route-error'
import { WhyChooseUs } from '~/components/why-choose-us'
import { LocationSummaryCard } from '~/locations/components/location-summary-card'
import type { Route } from './+types/content-page'
import { loadContentPage } from './content-page.server'

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadContentPage(context, params.slug)
}

export function meta({ loaderData }: Pick<Route.MetaArgs, 'loaderData'>) {
  if (!loaderData) return []
  return [
    { title: `${loaderData.page.title} | ${loaderData.siteName}` },
    ...(loaderData.page.description ? [{ name: 'description', content: loaderData.page.description }] : []),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function ContentPage({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { page } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{page.title}</h1>
      <div className="mt-6">
        <PortableText blocks={page.body ?? []} />
      </div>
      {page.whyChooseUs ? <WhyChooseUs panel={page.whyChooseUs} /> : null}
      {page.faqs ? <FaqList faqs={page.faqs} /> : null}
      {loaderData.locationBlock ? (
        <section aria-labelledby="page-locations" className="mt-10">
          <h2 id="page-locations" className="text-2xl font-bold">
            {loaderData.locationBlock.title}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2">
            {loaderData.locationBlock.locations.map((location) => (
              <li key={location.id}>
                <LocationSummaryCard location={location} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This page" />
}
