import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SearchEngine } from '../src/engine.ts'
import { yards } from './fixtures/geo-places.ts'
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
})
