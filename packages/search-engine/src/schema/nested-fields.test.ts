import { describe, expect, it } from 'vitest'
import type { FieldSchema } from './field-schema.ts'
import { discoveredField, flattenDocument } from './nested-fields.ts'

const field = (name: string, type: string, extra: Partial<FieldSchema> = {}): FieldSchema =>
  ({
    name,
    type,
    facet: false,
    optional: false,
    index: true,
    sort: false,
    infix: false,
    locale: '',
    stem: false,
    store: true,
    ...extra,
  }) as FieldSchema

describe('flattenDocument', () => {
  it('gives every primitive under an object field a dotted name and detected type', () => {
    const flat = flattenDocument(
      { specs: { fuel: 'Diesel', engine: { cylinders: 4, litres: 2.8 }, tags: ['a', 'b'], none: null } },
      [field('specs', 'object')],
    )
    expect(Object.fromEntries(flat.values)).toEqual({
      'specs.fuel': 'Diesel',
      'specs.engine.cylinders': 4,
      'specs.engine.litres': 2.8,
      'specs.tags': ['a', 'b'],
    })
    expect([...flat.fields].map(([name, f]) => [name, f.type])).toEqual([
      ['specs.fuel', 'string'],
      ['specs.engine.cylinders', 'int64'],
      ['specs.engine.litres', 'float'],
      ['specs.tags', 'string[]'],
    ])
  })

  it('collects values through arrays of objects into arrays', () => {
    const flat = flattenDocument(
      {
        locations: [
          { city: 'A', n: 1 },
          { city: 'B', n: 2 },
        ],
      },
      [field('locations', 'object[]')],
    )
    expect(Object.fromEntries(flat.values)).toEqual({ 'locations.city': ['A', 'B'], 'locations.n': [1, 2] })
  })

  it('lets an explicit dotted field win and checks its type', () => {
    const flat = flattenDocument({ specs: { price: 5 } }, [
      field('specs', 'object'),
      field('specs.price', 'int32'),
    ])
    expect(flat.fields.get('specs.price')!.root.name).toBe('specs.price')
    expect(() => flattenDocument({ specs: { price: 'x' } }, [field('specs.price', 'int32')])).toThrow(
      'Field `specs.price` has an incorrect type.',
    )
    expect(() => flattenDocument({}, [field('specs.price', 'int32')])).toThrow(
      'Field `specs.price` not found.',
    )
    expect(flattenDocument({}, [field('specs.price', 'int32', { optional: true })]).values.size).toBe(0)
  })

  it('describes a discovered field from its object field', () => {
    const root = field('specs', 'object', { facet: true })
    expect(discoveredField('specs.n', { type: 'int64', root })).toMatchObject({
      name: 'specs.n',
      type: 'int64',
      facet: true,
      optional: true,
      sort: true,
      discovered: true,
    })
  })
})
