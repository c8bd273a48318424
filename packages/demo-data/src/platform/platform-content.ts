import type { ContentDocument } from '../content/content-document.ts'
import { finaliseDocuments } from '../content/content-document.ts'
import { imageAssetDocument } from '../content/image-assets.ts'
import { locationDocument } from '../content/location-documents.ts'
import { dealerLogoFile, groupLogoFile, type MediaFile } from '../content/media-files.ts'
import { dealerDocument, groupDocument } from '../content/tenant-documents.ts'
import { dealerId, demoDealers, demoGroups, groupId } from '../tenants.ts'
import type { PlatformTenants } from './platform-tenants.ts'

/** A generated website's copy of its template's content: its id and the words that change. */
interface Copy {
  id: string
  hasWebsite: boolean
  rewrite: (text: string) => string
}

/** Fields the Content Lake adds; taken off the demo's finished documents and added again at the end. */
const SYSTEM_FIELDS = ['_createdAt', '_updatedAt', '_rev'] as const

/**
 * Promoted cars name stock numbers of the template's own feed, which a copy does not have: not copied.
 * The tenant documents themselves are built from the generated tenants.
 */
const NOT_COPIED = new Set(['promotedCars', 'dealer', 'dealerGroup', 'location', 'sanity.imageAsset'])

/**
 * The content dataset of the platform-sized demo: the demo's documents, and for every generated website
 * its tenant and location documents, its logo, and a copy of each document its template owns alone (home
 * page, offers, service page, spin promotion, a group's brand directory and search vocabulary), with the
 * template's slugs and name replaced. Documents shared by several websites (the legal pages, a shared
 * offer) list the copies beside their templates.
 */
export function buildPlatformContent(
  demo: readonly ContentDocument[],
  platform: PlatformTenants,
): { documents: ContentDocument[]; media: MediaFile[] } {
  const copies = copiesByTemplate(platform)
  const websiteIds = new Set([
    ...demoDealers.map((d) => dealerId(d.slug)),
    ...demoGroups.map((g) => groupId(g.slug)),
  ])
  const bare = demo.map(withoutSystemFields)
  const documents: ContentDocument[] = []

  for (const document of bare) {
    if (NOT_COPIED.has(document._type)) {
      documents.push(document)
      continue
    }
    const owners = websiteReferences(document, websiteIds)
    if (owners.size === 1) {
      documents.push(document)
      const [owner] = owners
      for (const copy of copies.get(owner!) ?? []) {
        if (document._type === 'homePage' && !copy.hasWebsite) continue
        const copied = JSON.parse(copy.rewrite(JSON.stringify(document))) as ContentDocument
        documents.push(copied._id === document._id ? { ...copied, _id: `${copied._id}-${copy.id}` } : copied)
      }
    } else {
      documents.push(owners.size > 1 ? (listCopies(document, copies) as ContentDocument) : document)
    }
  }

  const byId = new Map(bare.map((document) => [document._id, document]))
  const media: MediaFile[] = []
  for (const group of platform.groups) {
    const template = byId.get(groupId(platform.templates.get(group.slug)!))!
    const fresh = groupDocument(group)
    const copy = copies.get(template._id)!.find((candidate) => candidate.id === fresh._id)!
    const { domains: _templateDomains, ...copied } = JSON.parse(copy.rewrite(JSON.stringify(template)))
    documents.push({ ...copied, ...pick(fresh, ['name', 'slug', 'hasWebsite', 'domains', 'theme']) })
    media.push(groupLogoFile(group))
  }
  for (const dealer of platform.dealers) {
    const template = byId.get(dealerId(platform.templates.get(dealer.slug)!))!
    const fresh = dealerDocument(dealer)
    const copy = copies.get(template._id)!.find((candidate) => candidate.id === fresh._id)!
    const copied = JSON.parse(copy.rewrite(JSON.stringify(template))) as ContentDocument
    const own = [
      'name',
      'slug',
      'group',
      'domains',
      'kinds',
      'makes',
      'theme',
      'phones',
      'dealerLicenceNumber',
    ]
    documents.push({ ...copied, ...pick(fresh, [...own, 'leadDelivery']) })
    for (const location of dealer.locations) documents.push(locationDocument(dealer, location))
    media.push(dealerLogoFile(dealer))
  }
  documents.push(...media.map(imageAssetDocument))
  return { documents: finaliseDocuments(documents), media }
}

function copiesByTemplate(platform: PlatformTenants): Map<string, Copy[]> {
  const copies = new Map<string, Copy[]>()
  const add = (templateId: string, copy: Copy) =>
    copies.set(templateId, [...(copies.get(templateId) ?? []), copy])
  for (const group of platform.groups) {
    const template = demoGroups.find((candidate) => candidate.slug === platform.templates.get(group.slug))!
    add(groupId(template.slug), {
      id: groupId(group.slug),
      hasWebsite: group.hasWebsite,
      rewrite: rewriter([
        [template.slug, group.slug],
        [template.name, group.name],
      ]),
    })
  }
  for (const dealer of platform.dealers) {
    const template = demoDealers.find((candidate) => candidate.slug === platform.templates.get(dealer.slug))!
    add(dealerId(template.slug), {
      id: dealerId(dealer.slug),
      hasWebsite: true,
      rewrite: rewriter([
        // Copies keep their template's locations in order (platform-tenants.ts).
        ...template.locations.map(
          (location, index) => [location.slug, dealer.locations[index]!.slug] as [string, string],
        ),
        [template.slug, dealer.slug],
        [template.name, dealer.name],
      ]),
    })
  }
  return copies
}

/** Replaces every listed word in one pass, longest first, so a replacement is never replaced again. */
function rewriter(pairs: [from: string, to: string][]): (text: string) => string {
  const table = new Map(pairs)
  const words = [...table.keys()].sort((a, b) => b.length - a.length)
  const pattern = new RegExp(words.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
  return (text) => text.replace(pattern, (word) => table.get(word)!)
}

function websiteReferences(value: unknown, websiteIds: ReadonlySet<string>, found = new Set<string>()) {
  if (Array.isArray(value)) for (const item of value) websiteReferences(item, websiteIds, found)
  else if (value && typeof value === 'object') {
    const ref = (value as { _ref?: unknown })._ref
    if (typeof ref === 'string' && websiteIds.has(ref)) found.add(ref)
    for (const field of Object.values(value)) websiteReferences(field, websiteIds, found)
  }
  return found
}

/** In every list of references, each template's copies are added after it. */
function listCopies(value: unknown, copies: ReadonlyMap<string, Copy[]>): unknown {
  if (Array.isArray(value))
    return value.flatMap((item) => {
      const ref = (item as { _ref?: unknown } | null)?._ref
      const itemCopies = typeof ref === 'string' ? (copies.get(ref) ?? []) : []
      return [
        listCopies(item, copies),
        ...itemCopies.map((copy) => JSON.parse(copy.rewrite(JSON.stringify(item))) as unknown),
      ]
    })
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, listCopies(field, copies)]))
  return value
}

function withoutSystemFields(document: ContentDocument): ContentDocument {
  const bare: Record<string, unknown> = { ...document }
  for (const field of SYSTEM_FIELDS) delete bare[field]
  return bare as ContentDocument
}

function pick(document: ContentDocument, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    fields.filter((field) => field in document).map((field) => [field, document[field]]),
  )
}
