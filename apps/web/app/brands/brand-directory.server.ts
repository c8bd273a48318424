import { brandDirectoryQuery } from '@forecourt/content/queries'
import type { BrandDirectoryQueryResult } from '@forecourt/content/sanity.types'
import type { Site } from '@forecourt/content/sites'
import type { SanityClient } from '@sanity/client'

type Image = { url: string; alt: string; width: number; height: number }

/** One entry of a group's brand directory, with where its tile leads. */
export interface BrandView {
  id: string
  title: string
  slug: string
  category: 'car' | 'motorcycle' | 'truck' | 'groupCompany'
  /** The overview page, `/{slug}` for group companies, or the outside link when the entry skips its page. */
  href: string
  external: boolean
  paragraphs: string[]
  link: string | null
  logo: Image | null
  banner: Image | null
}

export const brandSections: { category: BrandView['category']; title: string }[] = [
  { category: 'car', title: 'Car brands' },
  { category: 'motorcycle', title: 'Motorcycle brands' },
  { category: 'truck', title: 'Truck brands' },
  { category: 'groupCompany', title: 'Group companies' },
]

const imageOf = (image: BrandDirectoryQueryResult[number]['logo']): Image | null =>
  image?.url
    ? { url: image.url, alt: image.alt ?? '', width: image.width ?? 240, height: image.height ?? 64 }
    : null

function brandView(entry: BrandDirectoryQueryResult[number]): BrandView | null {
  const category = entry.category
  if (!entry.slug || !entry.title || !category) return null
  const skip = !!entry.skipPage && !!entry.link
  const own = category === 'groupCompany' ? `/${entry.slug}` : `/${entry.slug}/overview`
  return {
    id: entry.id,
    title: entry.title,
    slug: entry.slug,
    category,
    href: skip ? (entry.link as string) : own,
    external: skip,
    paragraphs: (entry.description ?? []).filter((paragraph): paragraph is string => !!paragraph?.trim()),
    link: entry.link ?? null,
    logo: imageOf(entry.logo),
    banner: imageOf(entry.banner),
  }
}

/** The directory of a group website; dealer websites have none. */
export async function brandDirectory(client: SanityClient, site: Site): Promise<BrandView[] | null> {
  if (site.kind !== 'group') return null
  const entries = await client.fetch(brandDirectoryQuery, { groupId: site.content.id })
  return entries.map(brandView).filter((entry): entry is BrandView => entry !== null)
}
