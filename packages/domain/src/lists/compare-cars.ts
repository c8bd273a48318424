import { enAuNumber } from '../australia/number-format.ts'
import { cardPrice } from '../vehicle-card/price.ts'

/**
 * The compare page (issue 33): up to four of a site's cars side by side, the rows whose values differ
 * marked. The shareable address names the cars, `/compare?cars={id},{id},…`; the spec's rule for the
 * button is in `vehicle-card-buttons.ts` ("Compare and favourite buttons show only when site config
 * enables them and the car is purchasable").
 */

/** Side-by-side comparison fits four cars on a desktop screen. */
export const COMPARE_LIMIT = 4

/** The query parameter of the shareable address. */
export const COMPARE_PARAM = 'cars'

/** Stock ids as the feed writes them (the lead forms' `car_id` accepts the same). */
const CAR_ID = /^[A-Za-z0-9_-]{1,64}$/

/**
 * The car ids a compare address names, in its order: comma-separated, trimmed, each once, malformed ones
 * dropped, at most COMPARE_LIMIT (the first ones; a longer list was not made by this site).
 */
export function parseCompareIds(text: string | null | undefined): string[] {
  if (!text) return []
  const ids = text
    .split(',')
    .map((id) => id.trim())
    .filter((id) => CAR_ID.test(id))
  return [...new Set(ids)].slice(0, COMPARE_LIMIT)
}

/** `/compare?cars=a,b,c` for these ids (the first COMPARE_LIMIT). */
export function compareHref(ids: readonly string[]): string {
  const named = parseCompareIds(ids.join(','))
  return named.length === 0 ? '/compare' : `/compare?${COMPARE_PARAM}=${named.join(',')}`
}

/** What the compare table reads of one car (the index document's fields and its variant's figures). */
export interface ComparedCarFacts {
  price: number
  priceType: string | null
  km: number | null
  year: number
  body: string | null
  engineLitres: number | null
  cylinders: number | null
  fuel: string | null
  transmission: string | null
  seats: number | null
  /** Combined, L/100km. */
  fuelConsumption: number | null
  /** Braked, kg. */
  towingBraked: number | null
  equipment: readonly string[]
}

export interface CompareRow {
  label: string
  /** One value per car, in the cars' order; NOT_STATED where the car's feed gives none. */
  values: string[]
  /** The cars do not all have the same value: the page highlights the row. */
  differs: boolean
}

export const NOT_STATED = '—'
/** Each car's first items of standard equipment are its key equipment (a feed lists the notable first). */
export const KEY_EQUIPMENT_PER_CAR = 8

const number = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null

const orNotStated = (text: string | null | undefined) => (text?.trim() ? text.trim() : NOT_STATED)

function engine(car: ComparedCarFacts): string {
  const litres = number(car.engineLitres)
  const cylinders = number(car.cylinders)
  if (!litres) return cylinders ? `${cylinders} cylinders` : NOT_STATED
  return `${litres.toFixed(1)} L${cylinders ? `, ${cylinders} cylinders` : ''}`
}

function price(car: ComparedCarFacts, hideZeroPrice: boolean): string {
  const shown = cardPrice({ price: car.price, price_type: car.priceType }, { hideZeroPrice })
  if (shown.kind === 'hidden') return NOT_STATED
  return shown.kind === 'price' ? `${shown.text}${shown.typeLabel ? ` ${shown.typeLabel}` : ''}` : shown.text
}

function driveAway(car: ComparedCarFacts): string {
  if (!(car.price > 0)) return NOT_STATED
  return car.priceType === 'drive_away' ? 'Yes' : 'No, on-road costs extra'
}

const row = (label: string, values: string[]): CompareRow => ({
  label,
  values,
  differs: new Set(values).size > 1,
})

/** The table's rows of facts, in the order the issue lists them. */
export function compareFactRows(
  cars: readonly ComparedCarFacts[],
  settings: { hideZeroPrice: boolean },
): CompareRow[] {
  const each = (value: (car: ComparedCarFacts) => string) => cars.map(value)
  const litres = (car: ComparedCarFacts) => number(car.fuelConsumption)
  const towing = (car: ComparedCarFacts) => number(car.towingBraked)
  const km = (car: ComparedCarFacts) => (typeof car.km === 'number' && car.km >= 0 ? car.km : null)
  return [
    row(
      'Price',
      each((car) => price(car, settings.hideZeroPrice)),
    ),
    row('Drive-away price', each(driveAway)),
    row(
      'Kilometres',
      each((car) => {
        const value = km(car)
        return value === null ? NOT_STATED : `${enAuNumber.format(value)} km`
      }),
    ),
    row(
      'Year',
      each((car) => String(car.year)),
    ),
    row(
      'Body',
      each((car) => orNotStated(car.body)),
    ),
    row('Engine', each(engine)),
    row(
      'Fuel',
      each((car) => orNotStated(car.fuel)),
    ),
    row(
      'Transmission',
      each((car) => orNotStated(car.transmission)),
    ),
    row(
      'Seats',
      each((car) => (number(car.seats) ? String(car.seats) : NOT_STATED)),
    ),
    row(
      'Fuel use',
      each((car) => {
        const value = litres(car)
        return value === null ? NOT_STATED : `${value} L/100km`
      }),
    ),
    row(
      'Towing (braked)',
      each((car) => {
        const value = towing(car)
        return value === null ? NOT_STATED : `${enAuNumber.format(value)} kg`
      }),
    ),
  ]
}

/**
 * Key equipment: every item among each car's first KEY_EQUIPMENT_PER_CAR, once (by its words, ignoring
 * case), with 'Yes' or 'No' for each car by its whole list. Items every car has come last, as they say
 * least about the choice.
 */
export function compareEquipmentRows(cars: readonly ComparedCarFacts[]): CompareRow[] {
  const key = (item: string) => item.trim().toLowerCase()
  const items = new Map<string, string>()
  for (const car of cars) {
    for (const item of car.equipment.slice(0, KEY_EQUIPMENT_PER_CAR)) {
      if (item.trim() && !items.has(key(item))) items.set(key(item), item.trim())
    }
  }
  const lists = cars.map((car) => new Set(car.equipment.map(key)))
  const rows = [...items].map(([itemKey, label]) =>
    row(
      label,
      lists.map((list) => (list.has(itemKey) ? 'Yes' : 'No')),
    ),
  )
  return [...rows.filter((candidate) => candidate.differs), ...rows.filter((candidate) => !candidate.differs)]
}
