import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Vehicle, vehicles } from '../fixtures/vehicles.ts'
import { ids, search, startTestServer, type TestServer } from '../helpers/server.ts'

// Expected ids come from plain predicates over the fixture, written from Typesense's documented filter
// semantics (`:` matches tokens, `:=` the whole value, `:!=` also keeps documents without the field...).
const where = (predicate: (v: Vehicle) => boolean) =>
  vehicles
    .filter(predicate)
    .map((v) => v.id)
    .sort()

const has = (text: string | undefined, word: string) =>
  (text ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]/g, '')
    .split(' ')
    .includes(word)

interface Case {
  filter: string
  expected: string[]
}

const cases: Case[] = [
  { filter: 'make:toyota', expected: where((v) => v.make === 'Toyota') },
  { filter: 'make:=Toyota', expected: where((v) => v.make === 'Toyota') },
  { filter: 'make: Toyota', expected: where((v) => v.make === 'Toyota') },
  { filter: 'title:hilux', expected: where((v) => v.model === 'HiLux') },
  { filter: 'title:Toyota HiLux', expected: where((v) => v.make === 'Toyota' && v.model === 'HiLux') },
  { filter: 'title:=Toyota HiLux', expected: [] },
  { filter: 'badge:=SR', expected: where((v) => v.badge === 'SR') },
  { filter: 'badge:SR', expected: where((v) => v.badge === 'SR') },
  { filter: 'make:=[Toyota, Mazda]', expected: where((v) => v.make === 'Toyota' || v.make === 'Mazda') },
  { filter: 'make:[Ford,Kia]', expected: where((v) => v.make === 'Ford' || v.make === 'Kia') },
  { filter: 'make:!=Toyota', expected: where((v) => v.make !== 'Toyota') },
  {
    filter: 'make:!=[Toyota, Mazda, Ford]',
    expected: where((v) => !['Toyota', 'Mazda', 'Ford'].includes(v.make)),
  },
  { filter: 'make:! Toyota', expected: where((v) => v.make !== 'Toyota') },
  { filter: 'make:=`Land Rover`', expected: where((v) => v.make === 'Land Rover') },
  {
    filter: 'make:=[`Land Rover`, `Mercedes-Benz`]',
    expected: where((v) => ['Land Rover', 'Mercedes-Benz'].includes(v.make)),
  },
  { filter: 'make:=Mercedes-Benz', expected: where((v) => v.make === 'Mercedes-Benz') },
  { filter: 'make:Land', expected: where((v) => v.make === 'Land Rover') },
  { filter: 'make:=Land', expected: [] },
  { filter: 'make:=skoda', expected: where((v) => v.make === 'Škoda') },
  { filter: 'model:Land*', expected: where((v) => v.model === 'LandCruiser') },
  // Prefix matching applies to every word of the field: `Highline` starts with `hi` too.
  {
    filter: 'title:Hi*',
    expected: where((v) => v.title.split(' ').some((w) => w.toLowerCase().startsWith('hi'))),
  },
  { filter: 'make:=T*', expected: where((v) => v.make.startsWith('T')) },
  { filter: 'colour:=whi*', expected: where((v) => v.colour === 'White') },
  { filter: 'tags:=towbar', expected: where((v) => v.tags.includes('towbar')) },
  {
    filter: 'tags:=[towbar, leather]',
    expected: where((v) => v.tags.includes('towbar') || v.tags.includes('leather')),
  },
  {
    filter: 'tags:=towbar && tags:=leather',
    expected: where((v) => v.tags.includes('towbar') && v.tags.includes('leather')),
  },
  { filter: 'tags:!=4x4', expected: where((v) => !v.tags.includes('4x4')) },
  { filter: 'colour:!=White', expected: where((v) => v.colour !== 'White') },
  { filter: 'title:"HiLux SR5"', expected: where((v) => v.model === 'HiLux' && v.badge === 'SR5') },
  { filter: 'title:"SR5 HiLux"', expected: [] },
  { filter: 'year:2021', expected: where((v) => v.year === 2021) },
  { filter: 'year:=2021', expected: where((v) => v.year === 2021) },
  { filter: 'year:>2021', expected: where((v) => v.year > 2021) },
  { filter: 'year:>=2021', expected: where((v) => v.year >= 2021) },
  { filter: 'year:<2020', expected: where((v) => v.year < 2020) },
  { filter: 'year:<=2020', expected: where((v) => v.year <= 2020) },
  { filter: 'year:!=2021', expected: where((v) => v.year !== 2021) },
  { filter: 'year:!2021', expected: where((v) => v.year !== 2021) },
  { filter: 'price:[30000..50000]', expected: where((v) => v.price >= 30000 && v.price <= 50000) },
  { filter: 'price:[30000 .. 50000]', expected: where((v) => v.price >= 30000 && v.price <= 50000) },
  { filter: 'year:[2018, 2023]', expected: where((v) => v.year === 2018 || v.year === 2023) },
  { filter: 'price:[<20000, >100000]', expected: where((v) => v.price < 20000 || v.price > 100000) },
  {
    filter: 'price:[10000..20000, 124990]',
    expected: where((v) => (v.price >= 10000 && v.price <= 20000) || v.price === 124990),
  },
  { filter: 'year:!=[2021, 2022, 2023]', expected: where((v) => ![2021, 2022, 2023].includes(v.year)) },
  { filter: 'rating:>4.5', expected: where((v) => v.rating !== undefined && v.rating > 4.5) },
  {
    filter: 'rating:[4.0..4.4]',
    expected: where((v) => v.rating !== undefined && v.rating >= 4 && v.rating <= 4.4),
  },
  { filter: 'rating:!=4.6', expected: where((v) => v.rating !== 4.6) },
  { filter: 'certified:true', expected: where((v) => v.certified) },
  { filter: 'certified:=false', expected: where((v) => !v.certified) },
  { filter: 'certified:!=true', expected: where((v) => !v.certified) },
  { filter: 'certified:[true,false]', expected: where(() => true) },
  { filter: 'id:v001', expected: ['v001'] },
  { filter: 'id:[v001, v003, nope]', expected: ['v001', 'v003'] },
  { filter: 'id:!=[v001, v002]', expected: where((v) => v.id !== 'v001' && v.id !== 'v002') },
  { filter: 'id:*', expected: where(() => true) },
  { filter: 'make:Toyota && year:>2020', expected: where((v) => v.make === 'Toyota' && v.year > 2020) },
  { filter: 'make:Ford || body:Hatch', expected: where((v) => v.make === 'Ford' || v.body === 'Hatch') },
  {
    filter: '(make:Ford || make:Kia) && fuel:Electric',
    expected: where((v) => (v.make === 'Ford' || v.make === 'Kia') && v.fuel === 'Electric'),
  },
  {
    // `&&` and `||` share one precedence and group from the left in Typesense's parser.
    filter: 'make:Ford || make:Kia && fuel:Electric',
    expected: where((v) => (v.make === 'Ford' || v.make === 'Kia') && v.fuel === 'Electric'),
  },
  {
    filter: 'make:Ford || (make:Kia && fuel:Electric)',
    expected: where((v) => v.make === 'Ford' || (v.make === 'Kia' && v.fuel === 'Electric')),
  },
  { filter: 'status:=in_stock', expected: where((v) => v.status === 'in_stock') },
  { filter: 'location:penrith', expected: where((v) => has(v.location, 'penrith')) },
  { filter: '   ', expected: where(() => true) },
]

interface ErrorCase {
  filter: string
  message: string
}

const errorCases: ErrorCase[] = [
  { filter: 'nope:1', message: 'Could not find a filter field named `nope` in the schema.' },
  { filter: 'make', message: 'Could not parse the filter query.' },
  { filter: 'make:Toyota &&', message: 'Could not parse the filter query: unbalanced `&&` operands.' },
  { filter: '(make:Toyota', message: 'Could not parse the filter query: unbalanced parentheses.' },
  { filter: 'make:Toyota)', message: 'Could not parse the filter query: unbalanced parentheses.' },
  { filter: 'make:Toyota && &year:2021', message: 'Could not parse the filter filter_query.' },
  {
    filter: 'year:abc',
    message: 'Error with filter field `year`: Numerical field has an invalid comparator.',
  },
  { filter: 'year:>abc', message: 'Error with filter field `year`: Not an int32.' },
  {
    filter: 'year:>3000000000',
    message: 'Error with filter field `year`: `3000000000` exceeds the range of an int32.',
  },
  { filter: 'rating:>high', message: 'Error with filter field `rating`: Not a float.' },
  { filter: 'year:[2020..abc]', message: 'Error with filter field `year`: Not an int32.' },
  { filter: 'certified:yes', message: 'Value of filter field `certified` must be `true` or `false`.' },
  {
    filter: 'certified:[true, maybe]',
    message: 'Values of filter field `certified`: must be `true` or `false`.',
  },
  { filter: 'make:', message: 'Error with filter field `make`: Filter value cannot be empty.' },
  { filter: 'make:=', message: 'Error with filter field `make`: Filter value cannot be empty.' },
  {
    filter: 'year:!',
    message: "Error with filter field `year`: Filter value cannot be empty after '!' operator.",
  },
  { filter: 'id:', message: 'Error with filter field `id`: Filter value cannot be empty.' },
  { filter: '()', message: 'Filter query cannot be empty.' },
]

describe('filter_by grammar', () => {
  let ts: TestServer
  beforeAll(async () => {
    ts = await startTestServer()
  })
  afterAll(() => ts.close())

  it.each(cases)('$filter', async ({ filter, expected }) => {
    const response = await search(ts, { q: '*', filter_by: filter, per_page: 250 })
    expect(response.status).toBe(200)
    expect(ids(response.json()).sort()).toEqual(expected)
  })

  it.each(errorCases)('rejects $filter', async ({ filter, message }) => {
    const response = await search(ts, { q: '*', filter_by: filter })
    expect(response.status).toBe(400)
    expect(response.json()).toEqual({ message })
  })

  it('combines a text query with a filter', async () => {
    const response = await search(ts, {
      q: 'hilux',
      query_by: 'model',
      filter_by: 'year:>=2021',
      per_page: 250,
    })
    expect(ids(response.json()).sort()).toEqual(where((v) => v.model === 'HiLux' && v.year >= 2021))
  })
})
