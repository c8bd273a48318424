import { NO_LEAD_DELIVERY_MESSAGE } from '@forecourt/domain/leads/lead-delivery'
import { platformDefaultSettings } from '@forecourt/domain/site/settings'
import { createSchema } from 'sanity'
import { describe, expect, it } from 'vitest'
import { dealer } from './documents/dealer.ts'
import { documentTypeNames, schemaTypes } from './index.ts'

interface Problem {
  severity: string
  message: string
}
interface ProblemGroup {
  path: { name?: string; type?: string }[]
  problems: Problem[]
}

const compile = (types: unknown[]) => createSchema({ name: 'forecourt', types })

const problemsOf = (schema: ReturnType<typeof compile>, severity: string) =>
  ((schema._validation ?? []) as ProblemGroup[]).flatMap((group) =>
    group.problems
      .filter((problem) => problem.severity === severity)
      .map(
        (problem) =>
          `${group.path.map((segment) => segment.name ?? segment.type).join('.')}: ${problem.message}`,
      ),
  )

describe('studio schema', () => {
  const schema = compile(schemaTypes)

  it('compiles with no errors and no warnings', () => {
    expect(problemsOf(schema, 'error')).toEqual([])
    expect(problemsOf(schema, 'warning')).toEqual([])
  })

  it('contains the four document types of the content model', () => {
    for (const name of documentTypeNames) {
      expect(schema.get(name)?.jsonType, name).toBe('object')
      expect(schema.get(name)?.type?.name, name).toBe('document')
    }
  })

  it('gives every schema type an icon, so lists, the desk and the insert menus show what each thing is', () => {
    const without = schemaTypes
      .filter((definition) => !(definition as { icon?: unknown }).icon)
      .map((definition) => definition.name)
    expect(without).toEqual([])
  })

  it('gives every schema type a title, a description and a preview', () => {
    for (const definition of schemaTypes) {
      expect(definition.title, definition.name).toBeTruthy()
      expect(definition.description, definition.name).toBeTruthy()
      expect(definition.preview, definition.name).toBeDefined()
    }
  })

  const fieldNames = (typeName: string) =>
    (schema.get(typeName) as { fields?: { name: string }[] } | undefined)?.fields?.map((field) => field.name)

  it('has the field names the rest of the platform queries', () => {
    expect(fieldNames('dealer')).toEqual(
      expect.arrayContaining([
        'name',
        'slug',
        'group',
        'domains',
        'kinds',
        'makes',
        'theme',
        'settings',
        'phones',
      ]),
    )
    expect(fieldNames('location')).toEqual(
      expect.arrayContaining([
        'dealer',
        'locationType',
        'openingHours',
        'specialHours',
        'address',
        'timeZone',
      ]),
    )
    expect(fieldNames('siteSettings')).toEqual(
      expect.arrayContaining(['minimumReviewRating', 'listingAgeThresholdDays', 'features', 'cardButtons']),
    )
  })

  it("has the search vocabulary's fields the plain-words search reads", () => {
    expect(fieldNames('searchVocabulary')).toEqual(['group', 'synonyms'])
    expect(fieldNames('searchSynonym')).toEqual([
      'words',
      'make',
      'model',
      'badge',
      'body',
      'fuel',
      'transmission',
      'drive',
      'colour',
      'condition',
    ])
  })

  it('lets staff edit every setting the website reads', () => {
    expect(fieldNames('siteSettings')).toEqual(expect.arrayContaining(Object.keys(platformDefaultSettings)))
  })

  it('reports a broken definition, so a passing run means something', () => {
    const broken = compile([
      ...schemaTypes,
      { name: 'brokenDocument', type: 'document', fields: [{ name: 'dealer', type: 'no-such-type' }] },
    ])
    expect(problemsOf(broken, 'error').join('\n')).toMatch(/brokenDocument/)
  })
})

describe("the dealer's lead delivery warning", () => {
  // The dealer type's own document validation, run against a recording rule.
  function documentRules() {
    const recorded: { validator: (value: unknown) => unknown; level?: string }[] = []
    const rule = {
      custom(validator: (value: unknown) => unknown) {
        const entry: (typeof recorded)[number] = { validator }
        recorded.push(entry)
        const chain = {
          warning: () => Object.assign(entry, { level: 'warning' }) && chain,
          error: () => Object.assign(entry, { level: 'error' }) && chain,
        }
        return chain
      },
    }
    const validation = (dealer as unknown as { validation: (rule: unknown) => unknown }).validation
    validation(rule)
    return recorded
  }

  it('warns (not errs) on a dealer with neither a CRM webhook nor a lead email', () => {
    const [check] = documentRules()
    expect(check?.level).toBe('warning')
    expect(check?.validator({ _id: 'dealer-x', leadDelivery: {} })).toBe(NO_LEAD_DELIVERY_MESSAGE)
    expect(check?.validator({ _id: 'dealer-x' })).toBe(NO_LEAD_DELIVERY_MESSAGE)
  })

  it('is quiet with a CRM webhook or at least one email address', () => {
    const [check] = documentRules()
    expect(check?.validator({ leadDelivery: { crmWebhookUrl: 'https://crm.example.com/leads' } })).toBe(true)
    expect(check?.validator({ leadDelivery: { emailRecipients: ['sales@dealer.com.au'] } })).toBe(true)
  })
})
