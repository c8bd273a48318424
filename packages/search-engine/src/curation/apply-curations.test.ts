import { describe, expect, it } from 'vitest'
import { applyCurations, type CurationInput, containsWord } from './apply-curations.ts'
import { parseCurationItem } from './curation-item.ts'

const ordinals = new Map([
  ['a', 0],
  ['b', 1],
  ['c', 2],
])
const input = (overrides: Partial<CurationInput>): CurationInput => ({
  items: [],
  enabled: true,
  q: '*',
  filterBy: '',
  tags: [],
  pinned: new Map(),
  hidden: [],
  tokenizer: {},
  ordinalOfId: (id) => ordinals.get(id),
  nowSeconds: 1000,
  ...overrides,
})

describe('applyCurations', () => {
  it('matches contains on whole words only', () => {
    expect(containsWord('big red ute', 'red ute')).toBe(true)
    expect(containsWord('big reduce', 'red')).toBe(false)
    expect(containsWord('big red', 'big red')).toBe(true)
  })

  it('lowercases and tokenises both the query and the rule before comparing', () => {
    const item = parseCurationItem({
      id: 'r',
      rule: { query: 'Land-Rover', match: 'exact' },
      excludes: [{ id: 'a' }],
    })
    expect([...applyCurations(input({ items: [item], q: 'land-rover' })).excluded]).toEqual([0])
    expect([...applyCurations(input({ items: [item], q: 'land rover' })).excluded]).toEqual([])
  })

  it('hides before it includes, and adds pinned hits after the rules', () => {
    const item = parseCurationItem({
      id: 'r',
      rule: { query: 'x', match: 'exact' },
      includes: [
        { id: 'a', position: 1 },
        { id: 'b', position: 2 },
      ],
    })
    const outcome = applyCurations(
      input({ items: [item], q: 'x', hidden: ['a'], pinned: new Map([[1, ['c', 'missing']]]) }),
    )
    expect(outcome.included).toEqual([
      { ordinal: 1, position: 2 },
      { ordinal: 2, position: 1 },
    ])
    expect([...outcome.excluded]).toEqual([0])
  })

  it('removes the rule query from the query, down to a wildcard', () => {
    const item = parseCurationItem({
      id: 'r',
      rule: { query: 'on sale', match: 'contains' },
      remove_matched_tokens: true,
    })
    expect(applyCurations(input({ items: [item], q: 'Utes on sale' })).q).toBe('utes')
    expect(applyCurations(input({ items: [item], q: 'on sale' })).q).toBe('*')
  })
})
