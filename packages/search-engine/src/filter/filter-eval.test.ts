import { describe, expect, it } from 'vitest'
import { SearchEngine } from '../engine.ts'

/** One site's 20 cars among 2,000 of other dealers: the site's filter narrows what the rest must check. */
function platform() {
  const engine = new SearchEngine()
  engine.createCollection({
    name: 'cars',
    fields: [
      { name: 'dealer', type: 'string', facet: true },
      { name: 'status', type: 'string', facet: true },
      { name: 'updated', type: 'int64' },
      { name: 'prices', type: 'int32[]', optional: true },
      { name: 'make', type: 'string' },
      { name: 'features', type: 'string[]' },
    ],
  })
  const lines = Array.from({ length: 2020 }, (_, index) =>
    JSON.stringify({
      id: String(index),
      dealer: index % 101 === 0 ? 'ours' : `other-${index % 50}`,
      status: index % 3 === 0 ? 'sold' : 'in_stock',
      updated: index,
      prices: [index * 10, index * 10 + 5],
      make: index % 2 === 0 ? 'Land Rover' : 'Rover',
      features: index % 4 === 0 ? ['tow bar', 'sunroof'] : ['tow bar pack'],
    }),
  )
  engine.importDocuments('cars', lines)
  return engine
}

const ids = (engine: SearchEngine, filter: string) =>
  (
    (engine.search('cars', { q: '*', filter_by: filter, per_page: '250', sort_by: 'updated:asc' }).hits ??
      []) as { document: { id: string } }[]
  ).map((hit) => Number(hit.document.id))

describe('filters narrowed by their first clause', () => {
  it("finds exactly the site's cars that pass the rest, as Typesense does", () => {
    const engine = platform()
    const ours = Array.from({ length: 20 }, (_, k) => k * 101)
    expect(ids(engine, 'dealer:=ours && (status:!=sold || updated:>=1000)')).toEqual(
      ours.filter((index) => index % 3 !== 0 || index >= 1000),
    )
    expect(ids(engine, 'dealer:=ours && updated:!=505 && prices:>=10000')).toEqual(
      ours.filter((index) => index !== 505 && index * 10 + 5 >= 10000),
    )
    expect(ids(engine, 'updated:<300 && dealer:=ours')).toEqual([0, 101, 202])
    expect(ids(engine, 'dealer:=nobody && updated:>0')).toEqual([])
  })

  it("matches exact string values on the site's cars as it does on all cars", () => {
    const engine = platform()
    engine.deleteDocument('cars', '202')
    const ours = Array.from({ length: 20 }, (_, k) => k * 101).filter((index) => index !== 202)
    expect(ids(engine, 'dealer:=ours && status:=in_stock')).toEqual(ours.filter((index) => index % 3 !== 0))
    expect(ids(engine, 'dealer:=ours && status:!=in_stock')).toEqual(ours.filter((index) => index % 3 === 0))
    // A whole value of two words, not one of them: 'Rover' is not 'Land Rover'.
    expect(ids(engine, 'dealer:=ours && make:=Rover')).toEqual(ours.filter((index) => index % 2 === 1))
    expect(ids(engine, 'dealer:=ours && make:=[Rover, Land Rover] && status:=sold')).toEqual(
      ours.filter((index) => index % 3 === 0),
    )
    // Any element of an array, whole: 'tow bar' is not 'tow bar pack'.
    expect(ids(engine, 'dealer:=ours && features:=tow bar')).toEqual(ours.filter((index) => index % 4 === 0))
    expect(ids(engine, 'dealer:=ours && status:=nothing')).toEqual([])
    expect(ids(engine, 'dealer:=ours && make:=[Land Rover] && features:!=[sunroof]')).toEqual(
      ours.filter((index) => index % 2 === 0 && index % 4 !== 0),
    )
  })
})
