import { describe, expect, it, vi } from 'vitest'
import { SearchEngine } from '../engine.ts'
import { FacetRows } from '../index/facet-rows.ts'

const makes = ['Toyota', 'Ford', 'Land Rover', 'Range Rover', 'Mazda']
const models = ['Corolla', 'Ranger', 'Defender', 'Evoque', 'CX-5']

function car(i: number, dealer: string): string {
  // Values from a scramble of the number, so that they vary within the dealer's cars.
  const h = Math.imul(i + 1, 2654435761) >>> 8
  const doc: Record<string, unknown> = {
    id: `${dealer}-${i}`,
    dealer,
    status: ['in_stock', 'sold', 'reserved'][h % 3],
    make: makes[(h >> 2) % 5],
    // A stock number of the car's own: a word no other car has, as on a platform's every car.
    name: `${models[(h >> 2) % 5]} ${dealer.replace('-', '')}n${i}`,
    price: 5000 + ((h >> 4) % 40) * 1000,
    features: [['tow bar', 'sunroof'], ['tow bar'], ['heated seats', 'sunroof', 'tow bar'], []][(h >> 6) % 4],
  }
  if ((h >> 3) % 7 !== 0) doc.km = ((h >> 11) % 9) * 1000
  return JSON.stringify(doc)
}

/**
 * Our dealer's 60 cars, imported first, then `others` cars of other dealers: with 60 others our cars are
 * half the collection (a wide scope, answered with bitsets), with 3,000 they are 2 % of it (a narrow one,
 * answered with their ordinals).
 */
function platform(others: number): SearchEngine {
  const engine = new SearchEngine()
  engine.createCollection({
    name: 'cars',
    fields: [
      { name: 'dealer', type: 'string', facet: true },
      { name: 'status', type: 'string', facet: true },
      { name: 'make', type: 'string', facet: true },
      { name: 'name', type: 'string' },
      { name: 'price', type: 'int32', facet: true },
      { name: 'km', type: 'int64', optional: true, facet: true },
      { name: 'features', type: 'string[]', facet: true },
    ],
  })
  const lines = Array.from({ length: 60 }, (_, i) => car(i, 'ours'))
  for (let i = 0; i < others; i++) lines.push(car(i, `other-${i % 50}`))
  engine.importDocuments('cars', lines)
  return engine
}

const searches: Record<string, string>[] = [
  {
    q: '*',
    filter_by: 'dealer:=ours && status:!=sold && make:=[Toyota, Ford, Land Rover]',
    facet_by: 'make,status,price,km',
    sort_by: 'price:asc',
    per_page: '21',
  },
  {
    q: '*',
    filter_by: 'dealer:=ours && (price:[10000..30000] || (km:<2000 && status:=reserved))',
    facet_by: 'make',
    sort_by: 'km:desc',
    per_page: '5',
    page: '2',
  },
  {
    q: 'rover',
    query_by: 'make',
    filter_by: 'dealer:=ours && status:=[in_stock, reserved]',
    facet_by: 'make',
  },
  // Typos, read from the dealer's own words when the field has many (ADR 069): a model, a stock number.
  { q: 'corola', query_by: 'make,name', filter_by: 'dealer:=ours', facet_by: 'make', per_page: '30' },
  { q: 'ours12', query_by: 'name', filter_by: 'dealer:=ours && status:!=sold' },
  { q: 'toyta rangr', query_by: 'make,name', filter_by: 'dealer:=ours', per_page: '30' },
  { q: 'range evoqe', query_by: 'make,name', filter_by: 'dealer:=ours', drop_tokens_threshold: '100' },
  { q: '*', filter_by: 'dealer:=ours', facet_by: 'make', facet_query: 'make:ro', per_page: '0' },
  { q: '*', filter_by: 'dealer:=ours && km:!=1000', group_by: 'make', group_limit: '2', facet_by: 'status' },
  { q: '*', filter_by: 'dealer:=ours', sort_by: '_eval(status:=in_stock):desc,price:asc', per_page: '30' },
  { q: '*', filter_by: 'dealer:=ours && price:>100000', facet_by: 'make' },
]

/** What a caller reads of a response: counts, the hits in order, the groups and the facet counts. */
function answer(engine: SearchEngine, params: Record<string, string>) {
  const response = engine.search('cars', params) as Record<string, unknown>
  const idsOf = (hits: unknown) =>
    (hits as { document: { id: string } }[] | undefined)?.map((h) => h.document.id)
  return {
    found: response.found,
    hits: idsOf(response.hits),
    groups: (response.grouped_hits as { hits: unknown }[] | undefined)?.map((group) => idsOf(group.hits)),
    facets: response.facet_counts,
  }
}

describe("a dealer's search on a large platform", () => {
  const small = platform(60)
  const large = platform(3000)

  it.each(searches.map((params) => [`${params.q} within ${params.filter_by}`, params]))(
    'answers `%s` as on a small one',
    (_, params) => {
      const expected = answer(small, params)
      expect(answer(large, params)).toEqual(expected)
      if (!params.filter_by!.includes('100000')) expect(expected.found).toBeGreaterThan(0)
    },
  )

  it('finds only its own cars, fewer than all of them for a refined search', () => {
    const { found } = answer(large, searches[0]!)
    expect(found).toBeGreaterThan(0)
    expect(found).toBeLessThan(60)
  })
})

describe('facets counted by document (ADR 072)', () => {
  const engine = platform(3000)
  const fields = ['dealer', 'status', 'make', 'price', 'km', 'features']
  const facetsOf = (facetBy: string, filter: string) =>
    (
      engine.search('cars', { q: '*', filter_by: filter, facet_by: facetBy, per_page: '0' }) as {
        facet_counts: unknown[]
      }
    ).facet_counts

  it.each([
    'dealer:=ours',
    'dealer:=ours && status:!=sold',
    'dealer:=[ours, other-1, other-2] && price:>20000',
  ])('counts many facets of a few cars as each facet alone counts them (%s)', (filter) => {
    const byRows = vi.spyOn(FacetRows.prototype, 'countColumns')
    const together = facetsOf(fields.join(','), filter)
    // Six facets (an array among them) over a few of 3,060 cars: one pass over the cars' rows.
    expect(byRows).toHaveBeenCalledTimes(1)
    byRows.mockClear()
    const alone = fields.flatMap((field) => facetsOf(field, filter))
    // One facet: its own column.
    expect(byRows).not.toHaveBeenCalled()
    byRows.mockRestore()
    expect(together).toEqual(alone)
    expect(JSON.stringify(together)).toContain('"value":"ours"')
    expect(JSON.stringify(together)).toContain('"value":"heated seats"')
  })

  it('counts a facet asked for twice the same both times', () => {
    const twice = facetsOf('make,status,price,km,make', 'dealer:=ours')
    expect(twice[4]).toEqual(twice[0])
  })
})
