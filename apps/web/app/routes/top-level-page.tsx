import { RouteError } from '~/components/route-error'
import type { Route } from './+types/top-level-page'
import BrandOverview, { meta as brandMeta } from './brand-overview'
import ContentPage, { meta as pageMeta } from './content-page'
import { loadTopLevelPage } from './top-level-page.server'

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadTopLevelPage(context, params.slug)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return loaderData.kind === 'page' ? pageMeta({ loaderData }) : brandMeta({ loaderData })
}

export default function TopLevelPage({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'page' ? (
    <ContentPage loaderData={loaderData} />
  ) : (
    <BrandOverview loaderData={loaderData} />
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This page" />
}
