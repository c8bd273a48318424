import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { siteUrl } from '~/site-url.server'

export async function loadHome(context: Readonly<RouterContextProvider>, request: Request) {
  const { sites, config } = context.get(servicesContext)
  const site = context.get(siteContext)
  const linkTo = (target: { slug: string | null; domains?: string[] | null }) =>
    siteUrl(target, request.url, config.tenancy)

  if (!site) {
    const resolution = await sites.resolve(request.headers.get('host'))
    const directory = resolution.kind === 'platform' ? resolution.directory : []
    return {
      kind: 'platform' as const,
      sites: directory.map((entry) => ({
        name: entry.name ?? entry.slug ?? '',
        kind: entry.kind,
        url: linkTo(entry),
      })),
    }
  }

  const locations = site.content.locations.map((location) => ({
    id: location.id,
    name: location.name ?? '',
    type: location.locationType ?? null,
    phone: location.contact?.phone ?? null,
    address: location.address,
  }))
  if (site.kind === 'group') {
    return {
      kind: 'group' as const,
      name: site.content.name ?? '',
      stats: (site.content.statsBanner ?? []).map((stat) => ({
        value: stat.value ?? '',
        label: stat.label ?? '',
      })),
      dealers: site.content.dealers.map((dealer) => ({
        id: dealer.id,
        name: dealer.name ?? '',
        url: linkTo(dealer),
      })),
      locations,
    }
  }
  return {
    kind: 'dealer' as const,
    name: site.content.name ?? '',
    makes: site.content.makes ?? [],
    locations,
  }
}
