import type { Route } from './+types/group-company'
import BrandOverview, { meta as brandMeta } from './brand-overview'
import { loadBrandOverview } from './brand-overview.server'

/** `/{company}` on a group website: a group company's page (e.g. /twg-cars); any other slug is a 404. */
export async function loader({ context, params }: Route.LoaderArgs) {
  return loadBrandOverview(context, params.slug, 'company')
}

export function meta({ loaderData }: Route.MetaArgs) {
  return brandMeta({ loaderData })
}

export default function GroupCompany({ loaderData }: Route.ComponentProps) {
  return <BrandOverview loaderData={loaderData} />
}
