import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '../src/engine.ts'
import { yards } from './fixtures/geo-places.ts'
import { nestedCarSchema, nestedCars } from './fixtures/nested.ts'
import { withinRadius } from './helpers/haversine.ts'

// New field types and settings must come back after a restart, from the snapshot and from the log.

const dirs: string[] = []
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'search-engine-features-'))
  dirs.push(dir)
  return dir
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
})

const found = (engine: SearchEngine, collection: string, params: Record<string, string>) =>
  (
    engine.search(collection, { q: '*', per_page: '250', ...params }) as {
      hits: { document: { id: string } }[]
    }
  ).hits
    .map((h) => h.document.id)
    .sort()

describe('persistence of engine features', () => {
  it('keeps geopoint fields and their index across snapshot and log replay', () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir })
    engine.createCollection({
      name: 'yards',
      fields: [
        { name: 'name', type: 'string' },
        { name: 'location', type: 'geopoint' },
        { name: 'other', type: 'geopoint[]', optional: true },
      ],
    })
    engine.importDocuments('yards', yards.slice(0, 5))
    engine.compact()
    engine.importDocuments('yards', yards.slice(5))
    engine.close()

    const reopened = new SearchEngine({ dataDir })
    const center: [number, number] = [-33.8148, 151.0017]
    const expected = yards.filter((y) => withinRadius(y.location, center, 60000)).map((y) => y.id)
    expect(found(reopened, 'yards', { filter_by: 'location:(-33.8148, 151.0017, 60 km)' })).toEqual(
      expected.sort(),
    )
    expect(reopened.getCollection('yards')).toMatchObject({
      fields: [
        { name: 'name', type: 'string' },
        { name: 'location', type: 'geopoint', sort: true },
        { name: 'other', type: 'geopoint[]', sort: true },
      ],
    })
    reopened.close()
  })

  it("keeps curation sets, items, overrides and collections' curation_sets across snapshot and log replay", () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir })
    engine.createCollection({ name: 'yards', fields: [{ name: 'name', type: 'string' }] })
    engine.importDocuments('yards', yards)
    engine.curations.put('promos', {
      items: [{ id: 'a', rule: { query: 'toyota', match: 'exact' }, includes: [{ id: 'y9', position: 1 }] }],
    })
    engine.curations.put('gone', { items: [] })
    engine.curations.updateCollection('yards', { curation_sets: ['promos'] })
    engine.compact()
    engine.curations.putItem('promos', 'b', {
      rule: { query: 'ford', match: 'exact' },
      excludes: [{ id: 'y2' }],
    })
    engine.curations.putOverride('yards', 'kia', {
      rule: { query: 'kia', match: 'exact' },
      metadata: { x: 1 },
    })
    engine.curations.delete('gone')
    engine.close()

    const reopened = new SearchEngine({ dataDir })
    expect(reopened.curations.list().map((s) => [s.name, s.items.map((i) => i.id)])).toEqual([
      ['promos', ['a', 'b']],
      ['yards_curations_index', ['kia']],
    ])
    expect(reopened.getCollection('yards').curation_sets).toEqual(['promos', 'yards_curations_index'])
    const search = (q: string) =>
      reopened.search('yards', { q, query_by: 'name' }) as {
        hits: { document: { id: string } }[]
        metadata?: unknown
      }
    expect(search('toyota').hits[0]!.document.id).toBe('y9')
    expect(search('ford').hits.map((h) => h.document.id)).not.toContain('y2')
    expect(search('kia').metadata).toEqual({ x: 1 })
    reopened.close()
  })

  it('keeps nested fields, the sub-fields flattening discovered and their indexes', () => {
    const dataDir = tempDir()
    const engine = new SearchEngine({ dataDir })
    engine.createCollection(nestedCarSchema)
    engine.importDocuments('cars', nestedCars.slice(0, 3))
    engine.compact()
    engine.importDocuments('cars', nestedCars.slice(3))
    const fieldsBefore = (engine.getCollection('cars').fields as { name: string }[]).map((f) => f.name)
    engine.close()

    const reopened = new SearchEngine({ dataDir })
    expect((reopened.getCollection('cars').fields as { name: string }[]).map((f) => f.name)).toEqual(
      fieldsBefore,
    )
    expect(fieldsBefore).toContain('specs.engine.cylinders')
    expect(found(reopened, 'cars', { filter_by: 'specs.fuel:=Diesel' })).toEqual(
      nestedCars
        .filter((c) => c.specs.fuel === 'Diesel')
        .map((c) => c.id)
        .sort(),
    )
    reopened.close()
  })
})
