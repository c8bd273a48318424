import type { DemoGroup } from '../tenants.ts'
import { groupId } from '../tenants.ts'
import type { BrandDirectoryEntry } from './brand-directory.ts'
import { brandDirectory } from './brand-directory.ts'
import type { ContentDocument } from './content-document.ts'
import { reference, slugOf } from './content-document.ts'
import { imageField } from './image-assets.ts'
import { brandBannerFile, brandLogoFile } from './media-files.ts'

export const brandEntryId = (groupSlug: string, brandSlug: string) => `brandEntry-${groupSlug}-${brandSlug}`

function brandEntryDocument(
  group: DemoGroup,
  entry: BrandDirectoryEntry,
  orderRank: number,
): ContentDocument {
  return {
    _id: brandEntryId(group.slug, entry.slug),
    _type: 'brandEntry',
    title: entry.title,
    slug: slugOf(entry.slug),
    group: reference(groupId(group.slug)),
    category: entry.category,
    orderRank,
    skipPage: entry.skipPage ?? false,
    ...(entry.link ? { link: entry.link } : {}),
    logo: imageField(brandLogoFile(group, entry), `${entry.title} logo`),
    banner: imageField(brandBannerFile(group, entry), entry.title),
    description: entry.paragraphs,
  }
}

/** The group's directory entries, ranked 10, 20, 30... within each category so editors can slot in between. */
export function brandEntryDocuments(group: DemoGroup): ContentDocument[] {
  const entries = brandDirectory[group.slug] ?? []
  return entries.map((entry) => {
    const rank = entries.filter((other) => other.category === entry.category).indexOf(entry)
    return brandEntryDocument(group, entry, (rank + 1) * 10)
  })
}
