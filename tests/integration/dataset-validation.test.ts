import { createContentClient } from '@forecourt/content/client'
import { createDatasetFromDocuments } from '@forecourt/content/embedded-dataset'
import type { ContentDocument } from '@forecourt/demo-data/content/build-content-dataset'
import { buildContentDataset } from '@forecourt/demo-data/content/build-content-dataset'
import { documentTypeNames, schemaTypes, singletonTypeNames } from '@forecourt/studio/schema'
import type { SanityDocument, ValidateDocumentOptions } from 'sanity'
import { createSchema, pathToString, validateDocument } from 'sanity'
import { describe, expect, it } from 'vitest'

/**
 * Validates the whole demo content dataset against the Studio schema, in process: every rule the Studio
 * would enforce, including reference existence and the validators that query other documents (slug and
 * domain uniqueness, one primary location), which run through the embedded groq-js client.
 * `sanity documents validate` would do the same but needs a login.
 */

const schema = createSchema({ name: 'forecourt', types: schemaTypes })

interface Problem {
  id: string
  path: string
  level: string
  message: string
}

async function validateDataset(documents: readonly ContentDocument[]): Promise<Problem[]> {
  const dataset = createDatasetFromDocuments(documents)
  const client = createContentClient({ source: 'embedded', dataset })
  // validateDocument reads only these from a workspace; with no `i18n` it uses its built-in English messages.
  const workspace = {
    schema,
    getClient: ({ apiVersion }: { apiVersion: string }) => client.withConfig({ apiVersion }),
  } as unknown as ValidateDocumentOptions['workspace']
  const results = await Promise.all(
    documents.map(async (document) => {
      const markers = await validateDocument({
        document: document as SanityDocument,
        workspace,
        // 'cli' also reports fields the schema does not define (typos). It does so by appending a warning
        // rule to every object's rules, which turns that object's own rules (a required slug, address or
        // phone numbers) into warnings too: hence warnings fail this test as well as errors.
        environment: 'cli',
        getDocumentExists: async ({ id }) => dataset.get(id) !== undefined,
      })
      return markers
        .filter((marker) => marker.level === 'error' || marker.level === 'warning')
        .map((marker) => ({
          id: document._id,
          path: pathToString(marker.path),
          level: marker.level,
          message: marker.message ?? marker.item?.message ?? '',
        }))
    }),
  )
  return results.flat()
}

const describeProblem = ({ id, path, level, message }: Problem) =>
  `${id} ${path || '(document)'} [${level}]: ${message}`

describe('demo content dataset against the Studio schema', () => {
  const documents = buildContentDataset()

  it('uses a schema that compiles without errors', () => {
    const errors = ((schema._validation ?? []) as { problems: { severity: string; message: string }[] }[])
      .flatMap((group) => group.problems)
      .filter((problem) => problem.severity === 'error')
    expect(errors).toEqual([])
  })

  it('holds every document type of the schema, and no type the schema does not know', () => {
    const types = new Set(documents.map((document) => document._type))
    expect([...types].sort()).toEqual(
      [...documentTypeNames, ...singletonTypeNames, 'sanity.imageAsset'].sort(),
    )
    for (const type of types) expect(schema.get(type), type).toBeDefined()
  })

  it('has no invalid document: no errors and no warnings', async () => {
    const problems = await validateDataset(documents)
    expect(problems.map(describeProblem)).toEqual([])
  })

  it('reports a deliberately broken copy, naming the document, the path and the rule', async () => {
    const vocabulary = 'searchVocabulary-dealerGroup-southern-cross-group'
    const promotion = 'promotedCars-southern-cross-motors-used-car-of-the-week'
    const expiredPromotion = 'promotedCars-southern-cross-motors-spring-clearance'
    const offerPicture = documents.find((document) => document._id === 'offer-amarok-style-drive-away')!
      .image as { asset: { _ref: string } }
    // Each breakage: the document, the field to change (undefined deletes it), and where the problem shows.
    const breakages: { id: string; field: (string | number)[]; value: unknown; reportedAt: string }[] = [
      {
        id: 'location-harbourside-volkswagen-sales',
        field: ['address', 'postcode'],
        value: '20500',
        reportedAt: 'address.postcode',
      },
      {
        id: 'location-harbourside-volkswagen-sales',
        field: ['openingHours', 0, 'close'],
        value: '07:00',
        reportedAt: 'openingHours[_key=="weekday-1"].close',
      },
      {
        id: 'location-harbourside-volkswagen-sales',
        field: ['dealer', '_ref'],
        value: 'dealer-gone',
        reportedAt: 'dealer',
      },
      { id: 'dealer-harbourside-volkswagen', field: ['name'], value: undefined, reportedAt: 'name' },
      {
        id: 'location-coastline-motorcycles-fremantle',
        field: ['address'],
        value: undefined,
        reportedAt: 'address',
      },
      {
        id: 'dealer-harbourside-volkswagen',
        field: ['theme', 'primaryColour'],
        value: 'navy',
        reportedAt: 'theme.primaryColour',
      },
      // A hostname already used by harbourside: reported on both dealers.
      {
        id: 'dealer-coastline-motorcycles',
        field: ['domains', 1],
        value: 'www.harboursidevolkswagen.com.au',
        reportedAt: 'domains',
      },
      {
        id: 'dealer-coastline-motorcycles',
        field: ['settings', 'listingAgeThresholdDays'],
        value: 30,
        reportedAt: 'settings.listingAgeThresholdDays',
      },
      {
        id: 'dealer-coastline-motorcycles',
        field: ['phonez'],
        value: { main: '08 9555 0300' },
        reportedAt: 'phonez',
      },
      // A second primary location for southern-cross-motors.
      { id: 'location-southern-cross-motors-parts', field: ['primary'], value: true, reportedAt: 'primary' },
      {
        id: 'location-southern-cross-motors-parts',
        field: ['specialHours', 1, 'status'],
        value: 'Open',
        reportedAt: 'specialHours[_key=="date-2026-12-25"].startHour',
      },
      {
        id: 'location-outback-caravans-gepps-cross',
        field: ['slug', 'current'],
        value: 'Gepps Cross',
        reportedAt: 'slug',
      },
      // The same slug twice in one group's brand directory: reported on both entries.
      {
        id: 'brandEntry-southern-cross-group-kia',
        field: ['slug', 'current'],
        value: 'toyota',
        reportedAt: 'slug',
      },
      // A hero slide showing the 1200 x 675 offer picture (a warning), and one linking to a bare hostname.
      {
        id: 'homePage-dealer-harbourside-volkswagen',
        field: ['slides', 0, 'image', 'asset', '_ref'],
        value: offerPicture.asset._ref,
        reportedAt: 'slides[_key=="slide-1"].image',
      },
      {
        id: 'homePage-dealer-harbourside-volkswagen',
        field: ['slides', 1, 'url'],
        value: 'www.volkswagen.com.au',
        reportedAt: 'slides[_key=="slide-2"].url',
      },
      // A group's search vocabulary: a word in two synonyms, a synonym meaning nothing, a word of digits.
      {
        id: vocabulary,
        field: ['synonyms', 1, 'words', 0],
        value: 'Troopy',
        reportedAt: 'synonyms',
      },
      {
        id: vocabulary,
        field: ['synonyms', 3, 'make'],
        value: undefined,
        reportedAt: 'synonyms[_key=="synonym-4"]',
      },
      {
        id: vocabulary,
        field: ['synonyms', 3, 'model'],
        value: undefined,
        reportedAt: 'synonyms[_key=="synonym-4"]',
      },
      {
        id: vocabulary,
        field: ['synonyms', 4, 'words', 0],
        value: '2750',
        reportedAt: 'synonyms[_key=="synonym-5"].words[0]',
      },
      // Promoted cars: a car with both a stock number and a rule, two cars at one position, a path that
      // is no landing page, and an expiry before the start.
      {
        id: promotion,
        field: ['cars', 0, 'rule'],
        value: { _type: 'promotedCarRule', make: 'Ford' },
        reportedAt: 'cars[_key=="car-1"]',
      },
      { id: promotion, field: ['cars', 1, 'position'], value: 1, reportedAt: 'cars' },
      { id: promotion, field: ['landingPaths', 0], value: '/used-cars/', reportedAt: 'landingPaths[0]' },
      {
        id: expiredPromotion,
        field: ['expiresAt'],
        value: '2026-09-01T00:00:00.000Z',
        reportedAt: 'expiresAt',
      },
    ]
    const alsoReported = [
      { id: 'dealer-harbourside-volkswagen', reportedAt: 'domains' },
      { id: 'location-southern-cross-motors-sales', reportedAt: 'primary' },
      { id: 'brandEntry-southern-cross-group-toyota', reportedAt: 'slug' },
    ]

    const broken = structuredClone(documents)
    for (const { id, field, value } of breakages) {
      const document = broken.find((candidate) => candidate._id === id)
      if (!document) throw new Error(`no ${id} in the dataset`)
      setField(document, field, value)
    }
    const problems = await validateDataset(broken)

    const reported = problems.map(({ id, path }) => `${id} ${path}`)
    for (const { id, reportedAt } of [...breakages, ...alsoReported])
      expect(reported).toContain(`${id} ${reportedAt}`)
    // Untouched documents stay valid.
    const brokenIds = new Set([...breakages, ...alsoReported].map(({ id }) => id))
    expect(problems.filter((problem) => !brokenIds.has(problem.id)).map(describeProblem)).toEqual([])
    // Messages are the schema's own, written for editors.
    const messageAt = (id: string, path: string) =>
      problems.find((problem) => problem.id === id && problem.path === path)?.message
    expect(messageAt('location-harbourside-volkswagen-sales', 'address.postcode')).toMatch(
      /exactly four digits/,
    )
    expect(messageAt('location-harbourside-volkswagen-sales', 'dealer')).toMatch(/must be published/)
    expect(messageAt('dealer-harbourside-volkswagen', 'theme.primaryColour')).toMatch(/hex colour/)
    expect(messageAt('location-outback-caravans-gepps-cross', 'slug')).toMatch(/lowercase letters/)
    const homePage = 'homePage-dealer-harbourside-volkswagen'
    expect(messageAt(homePage, 'slides[_key=="slide-1"].image')).toMatch(
      /1200 × 675; the slider shows 1920 × 700/,
    )
    expect(messageAt(homePage, 'slides[_key=="slide-2"].url')).toMatch(/path on this website/)
    expect(messageAt(vocabulary, 'synonyms')).toMatch(/"Troopy" is in two synonyms/)
    expect(messageAt(vocabulary, 'synonyms[_key=="synonym-4"]')).toMatch(/Say what the words mean/)
    expect(messageAt(vocabulary, 'synonyms[_key=="synonym-5"].words[0]')).toMatch(/needs letters/)
    expect(messageAt(promotion, 'cars[_key=="car-1"]')).toBe('Give a stock number or a rule, not both.')
    expect(messageAt(promotion, 'cars')).toBe('Two cars cannot share a position.')
    expect(messageAt(promotion, 'landingPaths[0]')).toMatch(/search page of the website/)
    expect(messageAt(expiredPromotion, 'expiresAt')).toBe('Expire after the start.')
    // Each problem is reported once.
    expect(new Set(problems.map(describeProblem)).size).toBe(problems.length)
  })
})

/** Sets (or with undefined, deletes) a nested field of a plain JSON document. */
function setField(document: unknown, path: readonly (string | number)[], value: unknown) {
  const parent = path
    .slice(0, -1)
    .reduce<unknown>((node, segment) => (node as Record<string, unknown>)[segment], document)
  const last = path[path.length - 1]
  if (!parent || typeof parent !== 'object' || last === undefined)
    throw new Error(`cannot set ${path.join('.')}`)
  if (value === undefined) delete (parent as Record<string | number, unknown>)[last]
  else (parent as Record<string | number, unknown>)[last] = value
}
