import { describe, expect, it } from 'vitest'
import type { FilterNode } from './filter-ast.ts'
import { parseFilter } from './filter-parse.ts'
import { readFilterStrictly, writeScopedFilter } from './filter-strict.ts'

const types: Record<string, 'string' | 'int32' | 'bool' | 'geopoint'> = {
  make: 'string',
  dealer: 'string',
  year: 'int32',
  certified: 'bool',
  location: 'geopoint',
}
const lookup = (name: string) => types[name]
const read = (text: string) => readFilterStrictly(text, lookup)
const scope = read('dealer:=[`a`]')!

const shape = (node: FilterNode | undefined): unknown => {
  if (!node) return undefined
  if (node.op === 'clause') return node.clause.kind === 'id' ? 'id' : node.clause.field
  return [shape(node.left), node.op, shape(node.right)]
}

describe('readFilterStrictly', () => {
  it('refuses text a reader could take two ways, saying why', () => {
    expect(() => read('dealer:!=zzz) || make:=`')).toThrow(/odd number of backticks/)
    expect(() => read('make:=[`a\\`]) || (dealer:!=zzz) || (make:=`b`]')).toThrow(
      /backslash before a backtick/,
    )
    expect(() => read('dealer:!=zzz) || (make:=x')).toThrow(/unbalanced parentheses/)
    expect(() => read('(make:=x))')).toThrow(/unbalanced parentheses/)
    expect(() => read('(make:=x)(dealer:=b)')).toThrow(/side by side/)
    expect(() => read('make:=a\u0000')).toThrow(/control character/)
    expect(() => read('vin:=x')).toThrow(/Could not find a filter field named `vin`/)
  })

  it('reads what InstantSearch’s adapter writes', () => {
    for (const text of [
      'make:=[`Toyota`,`Hyundai (NZ)`] && year:>=2019 && year:<=2024',
      'certified:=[true] && location:(-33.81, 151.0, 50 km)',
      'make:=[`A && B`, `C || D`] || year:[2019..2021, >2023]',
    ]) {
      expect(read(text)).toBeDefined()
    }
    expect(read('  ')).toBeUndefined()
  })
})

describe('writeScopedFilter', () => {
  it('puts the key’s filter beside the request’s as one AND node, whatever the request’s operators', () => {
    const text = writeScopedFilter(scope, read('make:=x || year:1 && certified:true'), lookup)
    expect(text).toBe('(dealer:=[`a`]) && (((make:=x) || (year:1)) && (certified:true))')
    expect(shape(parseFilter(text, lookup))).toEqual([
      'dealer',
      'and',
      [['make', 'or', 'year'], 'and', 'certified'],
    ])
  })

  it('keeps each clause as the request wrote it, so it means the same to any Typesense reader', () => {
    const request = 'location:(-33.81, 151.0, 50 km) && make:=[`Hyundai (NZ)`]'
    const text = writeScopedFilter(scope, read(request), lookup)
    expect(text).toBe('(dealer:=[`a`]) && ((location:(-33.81, 151.0, 50 km)) && (make:=[`Hyundai (NZ)`]))')
    const written = parseFilter(text, lookup)
    expect(written).toEqual({
      op: 'and',
      left: parseFilter('dealer:=[`a`]', lookup),
      right: parseFilter(request, lookup),
    })
  })

  it('is the key’s filter alone when the request has none', () => {
    expect(writeScopedFilter(scope, undefined, lookup)).toBe('dealer:=[`a`]')
  })
})
