import { describe, expect, it } from 'vitest'
import {
  choosePlace,
  otherPlacesNote,
  type PlaceCandidate,
  parsePlaceQuery,
  placeName,
  placeNameKey,
  titleCasePlace,
  unknownPlaceMessage,
} from './near-me-place.ts'

const richmond = (state: PlaceCandidate['state'], postcode: string, lat: number, lng: number) => ({
  locality: 'RICHMOND',
  state,
  postcode,
  point: { lat, lng },
  deliveryArea: true,
})
const richmondNsw = richmond('NSW', '2753', -33.6, 150.75)
const richmondVic = richmond('VIC', '3121', -37.82, 145.0)
const richmondQld = richmond('QLD', '4740', -21.34, 149.06)

describe('reading the Near text', () => {
  it('takes a postcode, a suburb, or a suburb with its state and postcode in either order', () => {
    expect(parsePlaceQuery('2150')).toEqual({ postcode: '2150', name: null, state: null })
    expect(parsePlaceQuery('Parramatta')).toEqual({ postcode: null, name: 'parramatta', state: null })
    expect(parsePlaceQuery('Richmond vic')).toEqual({ postcode: null, name: 'richmond', state: 'VIC' })
    expect(parsePlaceQuery('Parramatta, NSW 2150')).toEqual({
      postcode: '2150',
      name: 'parramatta',
      state: 'NSW',
    })
    expect(parsePlaceQuery('Parramatta 2150 NSW')).toEqual({
      postcode: '2150',
      name: 'parramatta',
      state: 'NSW',
    })
    expect(parsePlaceQuery('  ')).toBeNull()
  })

  it('compares names without case, full stops or curly apostrophes', () => {
    expect(placeNameKey('St. Kilda')).toBe('st kilda')
    expect(placeNameKey('O’Connor')).toBe("o'connor")
    expect(placeNameKey('  Mount   Lofty ')).toBe('mount lofty')
  })

  it('writes place names in title case', () => {
    expect(titleCasePlace('MOUNT LOFTY')).toBe('Mount Lofty')
    expect(titleCasePlace("O'CONNOR")).toBe("O'Connor")
    expect(titleCasePlace('KU-RING-GAI')).toBe('Ku-Ring-Gai')
    expect(placeName({ locality: 'PARRAMATTA', state: 'NSW' })).toBe('Parramatta NSW')
  })
})

describe('choosing among places of one name', () => {
  it("takes the one nearest the dealer's locations and lists the others, nearest first", () => {
    const melbourne = [{ lat: -37.81, lng: 144.96 }]
    expect(choosePlace([richmondNsw, richmondQld, richmondVic], melbourne)).toEqual({
      place: richmondVic,
      others: [richmondNsw, richmondQld],
    })
    const penrithAndBrisbane = [
      { lat: -33.7567, lng: 150.6815 },
      { lat: -27.5366, lng: 153.0245 },
    ]
    expect(choosePlace([richmondVic, richmondQld, richmondNsw], penrithAndBrisbane)?.place).toBe(richmondNsw)
  })

  it('prefers delivery areas to post office boxes, and without locations the lowest postcode', () => {
    const poBoxes = { ...richmondNsw, postcode: '2124', deliveryArea: false }
    expect(choosePlace([poBoxes, richmondVic], [])?.place).toBe(richmondVic)
    expect(choosePlace([poBoxes], [])?.place).toBe(poBoxes)
    expect(choosePlace([richmondVic, richmondNsw], [])).toEqual({ place: richmondNsw, others: [richmondVic] })
    expect(choosePlace([], [])).toBeNull()
  })

  it('says which place it took and how to pick another', () => {
    const chosen = { place: richmondNsw, others: [richmondVic] }
    expect(otherPlacesNote(chosen)).toBe(
      'Showing distances from Richmond NSW 2753. For another Richmond, add its state or postcode, such as “Richmond VIC”.',
    )
    expect(otherPlacesNote({ place: richmondNsw, others: [] })).toBeNull()
    expect(unknownPlaceMessage('xyz')).toBe("We couldn't find 'xyz'. Try a postcode or suburb.")
  })
})
