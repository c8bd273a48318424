import { AUSTRALIAN_STATES, type AustralianStateCode } from '../australia/states.ts'
import { distanceKm, type GeoPoint } from './geo-point.ts'

/**
 * Which place a shopper's "Near" text names (issue 20): a postcode ("2150"), a suburb ("Parramatta"), or a
 * suburb narrowed by its state and/or postcode ("Richmond VIC", "Parramatta, NSW 2150"). The server looks
 * the parts up in the postcode list; these are the rules it follows.
 *
 * A suburb name shared by several places (Richmond is in NSW, VIC, QLD, SA and TAS) is taken to mean the
 * one nearest the dealer's own locations, and the page says which others there are, so the shopper can
 * add the state. Post office box and large-volume-receiver postcodes are places only when nothing else
 * matches.
 */

export interface PlaceQuery {
  /** Four digits. */
  postcode: string | null
  /** Normalised (`placeNameKey`). */
  name: string | null
  state: AustralianStateCode | null
}

export interface PlaceCandidate {
  /** As the postcode list writes it ('PARRAMATTA'). */
  locality: string
  state: AustralianStateCode
  postcode: string
  point: GeoPoint
  /** A delivery area (a real suburb) rather than post office boxes or a large-volume receiver. */
  deliveryArea: boolean
}

export interface ChosenPlace {
  place: PlaceCandidate
  /** Other places of the same name, nearest the dealer first (empty when the name is unique). */
  others: PlaceCandidate[]
}

const stateCodes = new Set<string>(AUSTRALIAN_STATES.map((state) => state.code))

/** The form a suburb name is compared in: lower case, one space, no full stops, straight apostrophes. */
export function placeNameKey(name: string): string {
  return name
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

/** Reads a shopper's text; null when there is nothing to look up. */
export function parsePlaceQuery(text: string): PlaceQuery | null {
  const words = text.replace(/,/g, ' ').split(/\s+/).filter(Boolean)
  let postcode: string | null = null
  let state: AustralianStateCode | null = null
  // The state and the postcode come last, in either order ("Richmond VIC 3121", "Richmond 3121 VIC").
  for (let i = 0; i < 2 && words.length > 0; i++) {
    const last = words[words.length - 1]!
    if (!postcode && /^\d{4}$/.test(last)) postcode = words.pop()!
    else if (!state && stateCodes.has(last.toUpperCase()))
      state = words.pop()!.toUpperCase() as AustralianStateCode
  }
  const name = words.length > 0 ? placeNameKey(words.join(' ')) : null
  if (!name && !postcode) return null
  return { postcode, name, state }
}

/** 'MOUNT LOFTY' → 'Mount Lofty', "O'CONNOR" → "O'Connor", 'KU-RING-GAI' → 'Ku-Ring-Gai'. */
export function titleCasePlace(locality: string): string {
  return locality
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, before, letter) => before + letter.toUpperCase())
}

/** 'Parramatta NSW': what the page calls a suburb. */
export function placeName(candidate: Pick<PlaceCandidate, 'locality' | 'state'>): string {
  return `${titleCasePlace(candidate.locality)} ${candidate.state}`
}

/**
 * The place meant among candidates already matching the shopper's words: delivery areas before post
 * office boxes, then the one nearest any of the dealer's locations (without them, the lowest postcode).
 * One place per state and postcode; null when there are no candidates.
 */
export function choosePlace(
  candidates: readonly PlaceCandidate[],
  dealerLocations: readonly GeoPoint[],
): ChosenPlace | null {
  if (candidates.length === 0) return null
  const anyDelivery = candidates.some((candidate) => candidate.deliveryArea)
  const pool = anyDelivery ? candidates.filter((candidate) => candidate.deliveryArea) : [...candidates]
  const unique = new Map<string, PlaceCandidate>()
  for (const candidate of pool) {
    const key = `${candidate.state}|${candidate.postcode}`
    if (!unique.has(key)) unique.set(key, candidate)
  }
  const nearest = (candidate: PlaceCandidate) =>
    dealerLocations.length === 0
      ? 0
      : Math.min(...dealerLocations.map((location) => distanceKm(candidate.point, location)))
  const ranked = [...unique.values()]
    .map((candidate) => ({ candidate, km: nearest(candidate) }))
    .sort((a, b) => a.km - b.km || a.candidate.postcode.localeCompare(b.candidate.postcode))
    .map(({ candidate }) => candidate)
  const [place, ...others] = ranked
  return place ? { place, others } : null
}

/**
 * What the page says when a name had other matches: 'Richmond NSW 2753. For another Richmond, add its
 * state or postcode, such as "Richmond VIC".'
 */
export function otherPlacesNote(chosen: ChosenPlace): string | null {
  const [other] = chosen.others
  if (!other) return null
  const name = titleCasePlace(chosen.place.locality)
  const example = chosen.place.state === other.state ? `${name} ${other.postcode}` : `${name} ${other.state}`
  return `Showing distances from ${placeName(chosen.place)} ${chosen.place.postcode}. For another ${name}, add its state or postcode, such as “${example}”.`
}

/** The message for a text that names no place we know. */
export function unknownPlaceMessage(text: string): string {
  return `We couldn't find '${text}'. Try a postcode or suburb.`
}
