import { RouteError } from '~/components/route-error'
import { CompareTable } from '~/lists/components/compare-table'
import type { Route } from './+types/compare'
import { loadComparePage } from './compare.server'

export function loader(args: Route.LoaderArgs) {
  return loadComparePage(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Compare cars | ${loaderData.siteName}` },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: loaderData.shareUrl },
  ]
}

export default function ComparePage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Compare cars</h1>
      <CompareTable page={loaderData} />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This comparison" />
}
