import { describe, expect, it } from 'vitest'
import { buildPlaceDirectory } from './place-directory.server'
import { wordsPlaceLookup } from './words-place-lookup.server'

const row = (postcode: string, locality: string, state: string, lat: number, long: number) => ({
  postcode,
  locality,
  state,
  lat,
  long,
  type: 'Delivery Area',
})

const directory = buildPlaceDirectory([
  row('2750', 'PENRITH', 'NSW', -33.75, 150.69),
  row('2753', 'RICHMOND', 'NSW', -33.6, 150.75),
  row('3121', 'RICHMOND', 'VIC', -37.82, 145.0),
])
const penrithShowroom = { lat: -33.7567, lng: 150.6815 }

describe("the words parser's place lookup", () => {
  const lookup = wordsPlaceLookup(directory, [penrithShowroom])

  it('finds a suburb by name, as the directory names it', () => {
    expect(lookup({ name: 'penrith' })).toEqual({
      name: 'Penrith',
      postcode: '2750',
      state: 'NSW',
      lat: -33.75,
      lng: 150.69,
    })
  })

  it('finds a postcode, named by its number', () => {
    expect(lookup({ postcode: '2750' })).toMatchObject({ name: '2750', postcode: '2750', state: 'NSW' })
    expect(lookup({ postcode: '9999' })).toBeNull()
  })

  it("takes a shared name's suburb nearest the site, as the near-me search does, unless a state is given", () => {
    expect(lookup({ name: 'Richmond' })?.state).toBe('NSW')
    expect(lookup({ name: 'Richmond', state: 'VIC' })).toMatchObject({ postcode: '3121', state: 'VIC' })
    expect(lookup({ name: 'Richmond', state: 'QLD' })).toBeNull()
  })

  it('finds nothing for no words', () => {
    expect(lookup({})).toBeNull()
    expect(lookup({ name: 'nowhere' })).toBeNull()
  })
})
