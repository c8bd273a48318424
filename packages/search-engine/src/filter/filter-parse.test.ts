import { describe, expect, it } from 'vitest'
import type { FilterNode } from './filter-ast.ts'
import { parseFilter } from './filter-parse.ts'
import { splitToValues } from './split-values.ts'

const types: Record<string, 'string' | 'int32' | 'bool' | 'float'> = {
  make: 'string',
  year: 'int32',
  certified: 'bool',
  rating: 'float',
}
const parse = (q: string) => parseFilter(q, (name) => types[name])

const shape = (node: FilterNode | undefined): unknown => {
  if (!node) return undefined
  if (node.op === 'clause') return node.clause.kind === 'id' ? 'id' : node.clause.field
  return [shape(node.left), node.op, shape(node.right)]
}

describe('parseFilter', () => {
  it('groups && and || from the left with equal precedence', () => {
    expect(shape(parse('make:a || year:1 && certified:true'))).toEqual([
      ['make', 'or', 'year'],
      'and',
      'certified',
    ])
    expect(shape(parse('make:a || (year:1 && certified:true)'))).toEqual([
      'make',
      'or',
      ['year', 'and', 'certified'],
    ])
  })

  it('parses numeric operators, ranges and lists', () => {
    const node = parse('year:[2019..2021, >2023, !=2000]')
    expect(node).toEqual({
      op: 'clause',
      clause: {
        kind: 'numeric',
        field: 'year',
        negate: false,
        conditions: [
          { comparator: 'RANGE', value: 2019, upper: 2021 },
          { comparator: 'GT', value: 2023 },
          { comparator: 'NOT_EQUALS', value: 2000 },
        ],
      },
    })
  })

  it('keeps parentheses and operators inside backticks as part of a value', () => {
    const node = parse('make:=[`Hyundai (NZ)`, `A && B`]')
    expect(node).toEqual({
      op: 'clause',
      clause: {
        kind: 'string',
        field: 'make',
        negate: false,
        values: [
          { comparator: 'EQUALS', value: 'Hyundai (NZ)' },
          { comparator: 'EQUALS', value: 'A && B' },
        ],
      },
    })
  })

  it('keeps a bracketed list of geo values, with its commas and parentheses, as one clause', () => {
    const lookup = (name: string) => (name === 'loc' ? 'geopoint' : types[name])
    const node = parseFilter('loc:[([1, 2], radius: 1 km), ([3, 4], radius: 2 km)] && year:1', lookup)
    expect(shape(node)).toEqual(['loc', 'and', 'year'])
  })

  it('returns nothing for an empty filter', () => {
    expect(parse('  ')).toBeUndefined()
  })
})

describe('splitToValues', () => {
  it('splits on commas outside backticks and keeps escaped backticks', () => {
    expect(splitToValues('a, `b, c`, d')).toEqual(['a', 'b, c', 'd'])
    expect(splitToValues('`x\\`y`')).toEqual(['x\\`y'])
  })
})
