import { createSchema } from 'sanity'
import type { StructureBuilder } from 'sanity/structure'
import { createStructureBuilder } from 'sanity/structure'
import { describe, expect, it } from 'vitest'
import { studioDataset, studioProjectId } from '../lib/project.ts'
import { schemaTypes } from '../schemaTypes/index.ts'
import { structure } from './index.ts'
import { initialValueTemplates, templateIds } from './templates.ts'

interface Pane {
  id: string
  icon?: unknown
  schemaType?: { icon?: unknown }
  title?: string
  type?: string
  items?: Pane[]
  child?: Pane | ((id: string, context: unknown) => unknown)
  options?: { filter?: string; params?: Record<string, unknown>; type?: string; id?: string }
  initialValueTemplates?: { templateId: string; parameters?: Record<string, unknown> }[]
}

// The parts of a Studio source the structure builder reads. A real one needs a logged-in Content Lake client.
const source = {
  projectId: studioProjectId,
  dataset: studioDataset,
  schema: createSchema({ name: 'forecourt', types: schemaTypes }),
  templates: initialValueTemplates,
  document: { resolveNewDocumentOptions: () => [] },
  i18n: { t: (key: string) => key },
  getClient: () => {
    throw new Error('the structure must not query while it is being built')
  },
  currentUser: null,
}
const S: StructureBuilder = createStructureBuilder({ source: source as never, perspectiveStack: [] })

const serialize = async (node: unknown): Promise<Pane> => {
  const resolved = await node
  return (
    typeof (resolved as { serialize?: unknown }).serialize === 'function'
      ? (resolved as { serialize: () => Pane }).serialize()
      : resolved
  ) as Pane
}
const childOf = async (pane: Pane, id: string): Promise<Pane> => {
  const child = pane.child
  if (typeof child !== 'function') throw new Error(`${pane.id} has no child resolver`)
  return serialize(
    child(id, {
      id,
      parent: null,
      index: 0,
      splitIndex: 0,
      path: [],
      params: {},
      serializeOptions: { path: [] },
    }),
  )
}
const item = (pane: Pane, id: string): Pane => {
  const found = pane.items?.find((candidate) => candidate.id === id)
  if (!found)
    throw new Error(`no item ${id} in ${pane.id}: ${pane.items?.map((candidate) => candidate.id).join(', ')}`)
  return found
}

describe('desk structure', () => {
  it('shows an icon beside every entry of the root, a group and a dealer', async () => {
    const root = await serialize(structure(S, {} as never))
    const group = await childOf(item(root, 'by-group').child as Pane, 'dealerGroup-southern-cross-group')
    const dealer = await childOf(item(group, 'dealers').child as Pane, 'dealer-southern-cross-motors')
    const entries = [root, group, dealer].flatMap((pane) =>
      (pane.items ?? [])
        .filter((entry) => entry.type !== 'divider')
        .map((entry) => [pane.id, entry] as const),
    )
    expect(entries.length).toBeGreaterThan(15)
    // A document type's list shows its schema type's icon unless the entry sets its own.
    const without = entries
      .filter(([, entry]) => !(entry.icon ?? entry.schemaType?.icon))
      .map(([pane, entry]) => `${pane}/${entry.id}`)
    expect(without).toEqual([])
  })

  it('starts with dealers by group, then a plain list per document type', async () => {
    const root = await serialize(structure(S, {} as never))
    expect(root.items?.map((entry) => entry.id)).toEqual([
      'by-group',
      expect.stringMatching(/divider/),
      'dealerGroup',
      'dealer',
      'location',
      'brandEntry',
      'offer',
      'model',
      'page',
      'promotedCars',
      'spinPromotion',
    ])
  })

  it('lists each group with its settings, its dealers and its brand directory', async () => {
    const root = await serialize(structure(S, {} as never))
    const groups = item(root, 'by-group').child as Pane
    expect(groups.options?.filter).toMatch(/_type == \$type/)
    expect(groups.options?.params).toEqual({ type: 'dealerGroup' })

    const group = await childOf(groups, 'dealerGroup-southern-cross-group')
    expect(group.items?.map((entry) => entry.id)).toEqual([
      'group-settings',
      'home-page',
      'service-page',
      'dealers',
      'brand-directory',
      'search-vocabulary',
      'promoted-cars',
    ])
    expect((item(group, 'group-settings').child as Pane).options).toMatchObject({
      id: 'dealerGroup-southern-cross-group',
      type: 'dealerGroup',
    })
    expect((item(group, 'home-page').child as Pane).options).toMatchObject({
      id: 'homePage-dealerGroup-southern-cross-group',
      type: 'homePage',
    })
    const dealers = item(group, 'dealers').child as Pane
    expect(dealers.options?.filter).toBe('_type == "dealer" && group._ref == $groupId')
    expect(dealers.options?.params).toEqual({ groupId: 'dealerGroup-southern-cross-group' })
    expect(dealers.initialValueTemplates?.[0]).toMatchObject({
      templateId: templateIds.dealerInGroup,
      parameters: { groupId: 'dealerGroup-southern-cross-group' },
    })
    const brands = item(group, 'brand-directory').child as Pane
    expect(brands.options?.params).toEqual({ groupId: 'dealerGroup-southern-cross-group' })
    expect(brands.initialValueTemplates?.[0]).toMatchObject({ templateId: templateIds.brandEntryInGroup })
    expect((item(group, 'search-vocabulary').child as Pane).options).toMatchObject({
      id: 'searchVocabulary-dealerGroup-southern-cross-group',
      type: 'searchVocabulary',
    })
  })

  it('opens a dealer on its own document and a filtered list of its locations', async () => {
    const root = await serialize(structure(S, {} as never))
    const group = await childOf(item(root, 'by-group').child as Pane, 'dealerGroup-southern-cross-group')
    const dealer = await childOf(item(group, 'dealers').child as Pane, 'dealer-southern-cross-motors')
    expect(dealer.items?.map((entry) => entry.id)).toEqual([
      'dealer-details',
      'home-page',
      'service-page',
      'locations',
      'promoted-cars',
    ])
    expect((item(dealer, 'dealer-details').child as Pane).options).toMatchObject({
      id: 'dealer-southern-cross-motors',
      type: 'dealer',
    })
    expect((item(dealer, 'home-page').child as Pane).options).toMatchObject({
      id: 'homePage-dealer-southern-cross-motors',
      type: 'homePage',
    })
    expect((item(dealer, 'service-page').child as Pane).options).toMatchObject({
      id: 'servicePage-dealer-southern-cross-motors',
      type: 'servicePage',
    })
    const locations = item(dealer, 'locations').child as Pane
    expect(locations.options?.filter).toBe('_type == "location" && dealer._ref == $dealerId')
    expect(locations.options?.params).toEqual({ dealerId: 'dealer-southern-cross-motors' })
    expect(locations.initialValueTemplates?.[0]).toMatchObject({
      templateId: templateIds.locationForDealer,
      parameters: { dealerId: 'dealer-southern-cross-motors' },
    })
    const promoted = item(dealer, 'promoted-cars').child as Pane
    expect(promoted.options?.filter).toBe('_type == "promotedCars" && website._ref == $websiteId')
    expect(promoted.options?.params).toEqual({ websiteId: 'dealer-southern-cross-motors' })
    expect(promoted.initialValueTemplates?.[0]).toMatchObject({
      templateId: templateIds.promotedCarsOfWebsite,
      parameters: { websiteId: 'dealer-southern-cross-motors' },
    })
  })

  it('fills in the group or dealer reference in documents created from those lists', () => {
    const dealerTemplate = initialValueTemplates.find((template) => template.id === templateIds.dealerInGroup)
    const locationTemplate = initialValueTemplates.find(
      (template) => template.id === templateIds.locationForDealer,
    )
    const value = (template: typeof dealerTemplate, parameters: Record<string, string>) =>
      typeof template?.value === 'function' ? template.value(parameters, {} as never) : template?.value
    expect(value(dealerTemplate, { groupId: 'dealerGroup-x' })).toMatchObject({
      group: { _ref: 'dealerGroup-x' },
    })
    expect(value(locationTemplate, { dealerId: 'dealer-y' })).toMatchObject({ dealer: { _ref: 'dealer-y' } })
    const promotedTemplate = initialValueTemplates.find(
      (template) => template.id === templateIds.promotedCarsOfWebsite,
    )
    expect(value(promotedTemplate, { websiteId: 'dealerGroup-z' })).toMatchObject({
      website: { _ref: 'dealerGroup-z' },
    })
  })
})
