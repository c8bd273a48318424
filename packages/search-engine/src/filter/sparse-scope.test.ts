import { describe, expect, it, vi } from 'vitest'
import { Collection } from '../collection/collection.ts'
import { Bitset } from '../index/bitset.ts'
import { type DocSet, intersect } from '../index/doc-set.ts'
import { OrdinalSet } from '../index/ordinal-set.ts'
import { parseCollectionSchema } from '../schema/collection-schema.ts'
import { filterDocuments } from '../search/search-filter.ts'

/**
 * 40 dealers of 40 cars among 1,600 (each dealer 1/40 of the documents: a narrow scope) in two regions of
 * 800 (a wide one). Every other clause below matches a large share of all cars, so alone it is answered with
 * bitsets over every car; after a dealer clause, with the dealer's ordinals.
 */
function platform(): Collection {
  const collection = new Collection(
    parseCollectionSchema(
      {
        name: 'cars',
        fields: [
          { name: 'dealer', type: 'string', facet: true },
          { name: 'region', type: 'string' },
          { name: 'status', type: 'string', facet: true },
          { name: 'make', type: 'string', facet: true },
          { name: 'price', type: 'int32' },
          { name: 'km', type: 'int64', optional: true },
          { name: 'fresh', type: 'bool' },
          { name: 'features', type: 'string[]' },
          { name: 'location', type: 'geopoint' },
        ],
      },
      0,
    ),
  )
  const makes = ['Toyota', 'Ford', 'Land Rover', 'Rover', 'Mazda']
  for (let i = 0; i < 1600; i++) {
    // Values from a scramble of the ordinal, so that they vary within each dealer's cars.
    const h = Math.imul(i + 1, 2654435761) >>> 8
    const doc: Record<string, unknown> = {
      id: String(i),
      dealer: `d${i % 40}`,
      region: i % 2 === 0 ? 'north' : 'south',
      status: ['in_stock', 'sold', 'reserved'][h % 3],
      make: makes[(h >> 2) % 5],
      price: 5000 + (h % 40000),
      fresh: (h >> 5) % 5 < 2,
      features: (h >> 7) % 4 === 0 ? ['tow bar', 'sunroof'] : ['tow bar pack'],
      location: [-33.8 + ((h >> 9) % 17) * 0.05, 151.2 + ((h >> 13) % 13) * 0.05],
    }
    if ((h >> 3) % 7 !== 0) doc.km = ((h >> 11) % 9) * 1000
    collection.put(doc, i)
  }
  collection.remove('41') // a deleted car of dealer d1
  return collection
}

/** Each one alone matches between about a tenth and nine tenths of the cars. */
const filters = [
  'status:!=sold',
  'status:=[in_stock, reserved]',
  'make:!=[Toyota, Ford]',
  'make:=Land Rover',
  'make:Rover',
  'features:=sunroof',
  'features:!=sunroof',
  'features:=tow bar',
  'price:[10000..20000]',
  'price:>15000 || km:<3000',
  'km:!=1000',
  'km:[<2000, >=7000, 4000..5000]',
  'fresh:=true',
  'id:!=[1, 81, 85]',
  '(make:=Toyota || make:=Land Rover) && (status:!=sold && (price:<30000 || fresh:=true))',
  '(status:=sold || (km:<4000 && features:=sunroof)) && price:!=[12000..13000]',
  'location:(-33.6, 151.4, 20 km)',
]

const members = (set: DocSet) => [...set.toArray()]

describe('a narrow scope carried as its ordinals', () => {
  const collection = platform()
  const whole = (filter: string) => filterDocuments(collection, filter)

  it.each(filters)('answers `d1 && %s` as the clause over every car would', (filter) => {
    const everywhere = whole(filter)
    expect(everywhere).toBeInstanceOf(Bitset)
    const scoped = whole(`dealer:=d1 && (${filter})`)
    expect(scoped).toBeInstanceOf(OrdinalSet)
    expect(members(scoped)).toEqual(members(intersect(everywhere, whole('dealer:=d1'))))
    // Neither nothing nor everything of the dealer's (39 live cars): the comparison means something.
    expect(scoped.count()).toBeGreaterThan(0)
    expect(scoped.count()).toBeLessThan(39)
  })

  it.each(filters)('answers `north && %s` (a wide scope) with bits, the same way', (filter) => {
    const scoped = whole(`region:=north && (${filter})`)
    expect(scoped).toBeInstanceOf(Bitset)
    expect(members(scoped)).toEqual(members(intersect(whole(filter), whole('region:=north'))))
  })

  it('checks a number only on the cars the exact clauses let through, wherever it is written', () => {
    const prices = collection.field('price')!.numeric!
    const columns = prices.columns.bind(prices)
    let checked = 0
    // Counts the documents whose price the filter reads.
    const counting = vi.spyOn(prices, 'columns').mockImplementation(() => {
      const { values, present } = columns()
      const reads = new Proxy(present, {
        get: (array, key) => {
          if (typeof key === 'string' && /^\d+$/.test(key)) checked++
          return Reflect.get(array, key)
        },
      })
      return { values, present: reads }
    })
    const dealerLast = whole('price:[10000..20000] && status:!=sold && dealer:=d1')
    expect(checked).toBeLessThanOrEqual(40)
    // Eight dealers: a fifth of the cars, too many for a list scope, few enough to read their prices alone.
    checked = 0
    const eight = whole('price:[10000..20000] && dealer:=[d0, d1, d2, d3, d4, d5, d6, d7]')
    expect(checked).toBeLessThanOrEqual(320)
    expect(members(eight)).toEqual(
      members(intersect(whole('price:[10000..20000]'), whole('dealer:=[d0, d1, d2, d3, d4, d5, d6, d7]'))),
    )
    checked = 0
    whole('price:[10000..20000]')
    expect(checked).toBe(1600)
    counting.mockRestore()
    expect(members(dealerLast)).toEqual(members(whole('dealer:=d1 && price:[10000..20000] && status:!=sold')))
  })

  it('gives nothing within an empty scope, negated clauses included', () => {
    for (const filter of filters) expect(whole(`dealer:=nobody && (${filter})`).isEmpty()).toBe(true)
    expect(whole('dealer:=d1 && price:>100000 && status:!=sold').isEmpty()).toBe(true)
  })

  it('joins a narrow and a wide branch of an OR', () => {
    const mixed = whole('(dealer:=d1 && price:<20000) || (region:=south && status:=reserved)')
    const narrowBranch = intersect(whole('price:<20000'), whole('dealer:=d1'))
    const wideBranch = intersect(whole('status:=reserved'), whole('region:=south'))
    const expected = [...new Set([...members(narrowBranch), ...members(wideBranch)])].sort((a, b) => a - b)
    expect(members(mixed)).toEqual(expected)
    expect(members(whole('dealer:=d1 || dealer:=d2'))).toEqual(
      [...members(whole('dealer:=d1')), ...members(whole('dealer:=d2'))].sort((a, b) => a - b),
    )
  })
})
