import { createRandom } from '@forecourt/demo-data/random'
import type { FilterClause, FilterNode } from '@forecourt/search-engine/filter-ast'
import { parseFilter } from '@forecourt/search-engine/filter-parse'
import { describe, expect, it } from 'vitest'
import {
  and,
  anyOf,
  between,
  compare,
  type FilterExpression,
  type NumericComparator,
  noneOf,
  or,
  withinRadius,
} from './filter-expression.ts'
import { UnwritableFilterError, valueRefusal, writeFilter } from './filter-writer.ts'

// Property tests: what the writer writes, the engine's own filter parser (Typesense's grammar) reads back
// as the same tree and the same values; what it cannot write so, it refuses. Random inputs come from a
// seeded generator, so a failure names a seed that repeats it.

const types = {
  dealership_slug: 'string',
  make: 'string',
  categories: 'string[]',
  seats: 'int32',
  created: 'int64',
  rating: 'float',
  certified: 'bool',
  location: 'geopoint',
} as const
type Field = keyof typeof types
const parse = (text: string) => parseFilter(text, (name) => types[name as Field])

/** The demo data's seeded generator (mulberry32): the same strings on every run, so a failure replays. */
const generator = (seed: number) => {
  const random = createRandom(seed)
  return { ...random, int: (below: number) => random.int(0, below - 1) }
}
type Random = ReturnType<typeof generator>

/** Pieces of Typesense's filter syntax and other trouble, joined at random into values. */
// biome-ignore format: a table of pieces reads better packed
const pieces = [
  '`', '\\', '\\`', '[', ']', '(', ')', ',', '&&', '||', '&', '|', ':', '=', '!', '!=', ':=', '"', "'",
  ' ', '  ', '\t', '\n', '\r', '\u0000', '\u001f', '\u007f', '\u00a0', '\u2028', '\ufeff', '*', '..', '$',
  '{', '}', '.', '<', '>', '-', 'a', 'Z', '0', '7', 'Ford', 'make', 'dealership_slug', ' && ', ' || ',
  ':(', ': (', ':[', ':[(', 'id:*', 'é', 'Škoda', '日本', '🚗', '\ud83d', '\ude97', 'true', '1e5', 'km',
]

function randomString(random: Random): string {
  let value = ''
  const length = random.int(7)
  for (let i = 0; i < length; i++) value += random.pick(pieces)
  return value
}

function randomNumber(random: Random, integer: boolean): number {
  if (integer) return random.int(2_000_001) - 1_000_000
  const magnitude = 10 ** (random.int(50) - 25)
  return (random.next() - 0.5) * magnitude * random.pick([1, 3, 7, 1000.5])
}

const comparators: readonly NumericComparator[] = ['<', '<=', '>', '>=']
const clauseMakers: readonly ((random: Random, writable: boolean) => FilterExpression)[] = [
  (random, writable) =>
    anyOf(random.pick(['make', 'categories', 'dealership_slug'] as const), randomStrings(random, writable)),
  (random, writable) => noneOf('make', randomStrings(random, writable)),
  (random, writable) => anyOf('id', randomStrings(random, writable)),
  (random) =>
    anyOf(
      'seats',
      Array.from({ length: 1 + random.int(3) }, () => randomNumber(random, true)),
    ),
  (random) => noneOf('rating', [randomNumber(random, false)]),
  (random) => anyOf('certified', [random.next() < 0.5]),
  () => noneOf('certified', [true, false]),
  (random) => compare('created', random.pick(comparators), randomNumber(random, true)),
  (random) => compare('rating', random.pick(comparators), randomNumber(random, false)),
  (random) => between('rating', randomNumber(random, false), randomNumber(random, false)),
  (random) => between('seats', randomNumber(random, true), randomNumber(random, true)),
  (random) =>
    withinRadius(
      'location',
      { lat: (random.next() - 0.5) * 180, lng: (random.next() - 0.5) * 360 },
      random.pick([1, 2.5, 25, 50, 100, 0.25]),
    ),
]

/** One to three strings; in a tree, only strings the writer writes, so whole trees get written. */
function randomStrings(random: Random, writable = false): string[] {
  const one = (): string => {
    const value = randomString(random)
    return writable && valueRefusal(value) ? one() : value
  }
  return Array.from({ length: 1 + random.int(3) }, one)
}

/**
 * Up to three levels of two or three parts: at most 27 clauses, within the engine's 100 operations.
 * `refusing` draws any strings, so some trees hold a value the writer refuses.
 */
function randomTree(random: Random, depth: number, refusing = false): FilterExpression {
  if (depth === 0 || random.next() < 0.25) return random.pick(clauseMakers)(random, !refusing)
  const parts = Array.from({ length: 2 + random.int(2) }, () => randomTree(random, depth - 1, refusing))
  return random.next() < 0.5 ? and(...parts) : or(...parts)
}

/** The clause the engine must read for a leaf of the tree. */
function expectedClause(leaf: FilterExpression): FilterClause {
  switch (leaf.kind) {
    case 'anyOf': {
      const { field, values, negate } = leaf
      if (field === 'id') return { kind: 'id', ids: [...(values as string[])], negate }
      const comparator = negate ? 'NOT_EQUALS' : 'EQUALS'
      const type = types[field as Field]
      if (type === 'bool')
        return {
          kind: 'bool',
          field,
          conditions: (values as boolean[]).map((value) => ({ comparator: 'EQUALS', value })),
          negate,
        }
      if (type === 'string' || type === 'string[]')
        return {
          kind: 'string',
          field,
          values: (values as string[]).map((value) => ({ comparator, value })),
          negate,
        }
      return {
        kind: 'numeric',
        field,
        conditions: (values as number[]).map((value) => ({ comparator: 'EQUALS', value })),
        negate,
      }
    }
    case 'compare': {
      const names = { '<': 'LT', '<=': 'LTE', '>': 'GT', '>=': 'GTE' } as const
      return {
        kind: 'numeric',
        field: leaf.field,
        conditions: [{ comparator: names[leaf.comparator], value: leaf.value }],
        negate: false,
      }
    }
    case 'between':
      return {
        kind: 'numeric',
        field: leaf.field,
        conditions: [{ comparator: 'RANGE', value: leaf.min, upper: leaf.max }],
        negate: false,
      }
    case 'withinRadius':
      return {
        kind: 'geo',
        field: leaf.field,
        shapes: [{ kind: 'circle', lat: leaf.lat, lng: leaf.lng, radiusMeters: leaf.km * 1000 }],
        negate: false,
      }
    default:
      throw new Error(`no clause for ${leaf.kind}`)
  }
}

/** The engine's tree for ours: `&&` and `||` group from the left, as the parentheses leave them. */
function expectedTree(expression: FilterExpression): FilterNode {
  if (expression.kind === 'and' || expression.kind === 'or') {
    const op = expression.kind
    return expression.parts.map(expectedTree).reduce((left, right) => ({ op, left, right }))
  }
  return { op: 'clause', clause: expectedClause(expression) }
}

/** The values of every leaf, for telling a refused tree from one the writer should have written. */
function refusals(expression: FilterExpression): string[] {
  if (expression.kind === 'and' || expression.kind === 'or') return expression.parts.flatMap(refusals)
  if (expression.kind !== 'anyOf') return []
  return (expression.values as readonly (string | number | boolean)[]).flatMap(
    (value) => valueRefusal(value) ?? [],
  )
}

describe('written filters read back the same', () => {
  const site = anyOf('dealership_slug', ['harbourside-volkswagen'])

  it('a random string is written and read back as itself, or refused', () => {
    let written = 0
    let refused = 0
    for (let seed = 1; seed <= 5000; seed++) {
      const value = randomString(generator(seed))
      const filter = and(site, anyOf('make', [value, 'Ford']))
      const refusal = valueRefusal(value)
      if (refusal) {
        refused++
        expect(() => writeFilter(filter), `seed ${seed}`).toThrow(UnwritableFilterError)
        continue
      }
      written++
      const text = writeFilter(filter)
      expect(parse(text), `seed ${seed}: ${JSON.stringify(text)}`).toEqual(expectedTree(filter))
      // The engine's string matcher reads a value ending in * as a prefix (string-match.ts): not an exact value.
      expect(value.length > 1 && value.endsWith('*'), `seed ${seed}`).toBe(false)
    }
    // Both sides were tried, many times over.
    expect(written).toBeGreaterThan(1000)
    expect(refused).toBeGreaterThan(1000)
  })

  it('a random tree of and and or over clauses is read back as the same tree', () => {
    for (let seed = 1; seed <= 3000; seed++) {
      const tree = and(site, randomTree(generator(seed), 3))
      const text = writeFilter(tree)
      expect(parse(text), `seed ${seed}: ${JSON.stringify(text)}`).toEqual(expectedTree(tree))
    }
  })

  it('a random tree holding a value the writer refuses is not written at all', () => {
    let refused = 0
    for (let seed = 1; seed <= 3000; seed++) {
      const tree = and(site, randomTree(generator(seed), 3, true))
      if (refusals(tree).length === 0) continue
      refused++
      expect(() => writeFilter(tree), `seed ${seed}`).toThrow(UnwritableFilterError)
    }
    expect(refused).toBeGreaterThan(1000)
  })

  it('a value that tries to close its list and add an or stays one value of one clause', () => {
    const value = 'a]) || (dealership_slug:!=zzz) || (make:=[b'
    const text = writeFilter(and(site, anyOf('make', [value])))
    expect(parse(text)).toEqual(expectedTree(and(site, anyOf('make', [value]))))
  })
})
