import { Breadcrumb } from '~/components/breadcrumb'
import { ContentImage } from '~/components/content-image'
import { RouteError } from '~/components/route-error'
import type { Route } from './+types/brand-overview'
import { loadBrandOverview } from './brand-overview.server'

/** `/{brand}/overview`; group companies use the same page at `/{company}` (group-company.tsx). */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBrandOverview(context, params.slug, 'brand')
}

export function meta({ loaderData }: Pick<Route.MetaArgs, 'loaderData'>) {
  if (!loaderData) return []
  return [
    { title: `${loaderData.entry.title} | ${loaderData.siteName}` },
    { name: 'description', content: loaderData.entry.paragraphs[0] ?? loaderData.entry.title },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function BrandOverview({ loaderData }: Pick<Route.ComponentProps, 'loaderData'>) {
  const { entry } = loaderData
  return (
    <main id="main" className="flex-1">
      {entry.banner ? (
        <ContentImage
          image={entry.banner}
          sizes="100vw"
          widths={[640, 960, 1280, 1920]}
          eager
          className="aspect-[16/5] w-full bg-line object-cover"
        />
      ) : null}
      <div className="mx-auto w-full max-w-4xl px-4 py-8">
        <Breadcrumb parent={{ to: '/brands', label: 'Our Brands' }} current={entry.title} />
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{entry.title}</h1>
        <div className="mt-6 space-y-4 text-lg">
          {entry.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        {entry.link ? (
          <a href={entry.link} className="button-primary mt-8" target="_blank" rel="noreferrer">
            Visit {entry.title}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : null}
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This brand" />
}
