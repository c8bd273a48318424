import type { Random } from '../random.ts'
import { DAY_MS, STOCK_REFERENCE_TIME } from './reference-date.ts'
import type { CarType } from './stock-feed-row.ts'

export interface ListingDates {
  createdAt: string
  updatedAt: string
  /** Whole days between listing and the reference date. */
  listingAgeDays: number
  buildDate: string
  complianceDate: string
}

const LISTING_WINDOW_DAYS = 120

const iso = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString()
/** Months counted from year 0, so month arithmetic carries into years. */
const monthIndex = (year: number, monthNumber: number) => year * 12 + monthNumber - 1
const formatMonth = (index: number) =>
  `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`

/**
 * Listing dates over the 120 days before the reference date, denser towards it (older stock has mostly
 * sold), so about one listing in seven is under 8 days old. The vehicle was built in its model year and
 * complied one to three months later, both before it was listed.
 */
export function chooseListingDates(year: number, random: Random): ListingDates {
  const ageMs = LISTING_WINDOW_DAYS * DAY_MS * random.next() ** 1.4
  const created = STOCK_REFERENCE_TIME - Math.max(60_000, ageMs)
  const updated = created + (STOCK_REFERENCE_TIME - created) * random.next()
  const createdDate = new Date(created)
  const listedMonth = monthIndex(createdDate.getUTCFullYear(), createdDate.getUTCMonth() + 1)
  const latestBuild = Math.min(monthIndex(year, 12), listedMonth - 1)
  const earliestBuild = Math.min(monthIndex(year, 1), latestBuild)
  const build = random.int(earliestBuild, latestBuild)
  const compliance = Math.min(build + random.int(1, 3), listedMonth)
  return {
    createdAt: iso(created),
    updatedAt: iso(updated),
    listingAgeDays: Math.floor((STOCK_REFERENCE_TIME - created) / DAY_MS),
    buildDate: formatMonth(build),
    complianceDate: formatMonth(compliance),
  }
}

/** Registration expiry for registered stock: mostly ahead, a few just lapsed. Null when unregistered. */
export function chooseRegoExpiry(carType: CarType, random: Random): string | null {
  if (carType === 'new' || random.chance(0.08)) return null
  const days = random.int(-20, 365)
  return new Date(STOCK_REFERENCE_TIME + days * DAY_MS).toISOString().slice(0, 10)
}

/** Sold listings stay in a dealer's feed only for a few days after the sale. */
const SOLD_LISTING_DAYS = 6

/**
 * When a sold vehicle's listing last changed (its sale): within the few days before the reference date,
 * never before it was listed. Dealers' listing-age thresholds (0 to 14 days) then keep some of them up.
 */
export function chooseSoldUpdate(createdAt: string, random: Random): string {
  const created = Date.parse(createdAt)
  const sold = STOCK_REFERENCE_TIME - SOLD_LISTING_DAYS * DAY_MS * random.next()
  return iso(Math.max(created, sold))
}
