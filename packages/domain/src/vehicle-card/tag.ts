import type { SiteSettings } from '../site/settings.ts'
import { isAvailable, isSold } from './availability.ts'

/**
 * The one tag a vehicle card shows (spec, stock document section 4). For available cars the first match
 * wins: Electric or Hybrid (when enabled), RESERVED, the certified-used image badge for one make, the
 * dealer's custom tag (RUNOUT SALE green where enabled, all others red), COMING SOON, then 'just arrived'.
 * Sold cars show the sold tag. Other unavailable statuses show no tag.
 */

export type CardTagKind =
  | 'electric'
  | 'hybrid'
  | 'reserved'
  | 'certifiedBadge'
  | 'custom'
  | 'comingSoon'
  | 'justArrived'
  | 'sold'

/**
 * Colour roles, not colours: the card maps them onto its palette. `badge` is the make's certified-used
 * image (the label is its alternative text); `primary` follows the dealer theme.
 */
export type CardTagTone = 'green' | 'red' | 'amber' | 'blue' | 'primary' | 'dark' | 'badge'

export interface CardTag {
  kind: CardTagKind
  label: string
  tone: CardTagTone
}

export interface CardTagVehicle {
  status: string
  car_type: string
  make: string
  tag?: string | null
  fuel?: string | null
  reserved?: boolean | null
  certified?: boolean | null
  /** Seconds since the epoch. */
  created_at_timestamp: number
}

export type CardTagSettings = Pick<
  SiteSettings,
  | 'electricHybridTag'
  | 'runoutSaleGreen'
  | 'justArrivedDays'
  | 'justArrivedLabel'
  | 'soldTagLabel'
  | 'certifiedBadgeMake'
>

export const RESERVED_LABEL = 'RESERVED'
export const COMING_SOON_LABEL = 'COMING SOON'
export const RUNOUT_SALE_TAG = 'RUNOUT SALE'
export const CERTIFIED_BADGE_LABEL = 'Certified Pre-Owned'

const DAY_SECONDS = 86_400
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/**
 * 'Electric' or 'Hybrid' from the fuel or the tag. Hybrid is tested first: full fuel names such as
 * 'Plug-in Hybrid (Petrol/Electric)' mention both.
 */
export function electrifiedKind(vehicle: Pick<CardTagVehicle, 'fuel' | 'tag'>): 'electric' | 'hybrid' | null {
  const text = `${vehicle.fuel ?? ''} ${vehicle.tag ?? ''}`.toLowerCase()
  if (text.includes('hybrid')) return 'hybrid'
  if (text.includes('electric')) return 'electric'
  return null
}

/** Feeds put 'Electric' and 'Hybrid' in the tag field too; those are the fuel tag, never a custom tag. */
function isFuelTag(tag: string): boolean {
  return same(tag, 'Electric') || same(tag, 'Hybrid')
}

export function isJustArrived(createdAtSeconds: number, days: number, now: Date): boolean {
  if (!(days > 0)) return false
  return now.getTime() / 1000 - createdAtSeconds < days * DAY_SECONDS
}

export function cardTag(vehicle: CardTagVehicle, settings: CardTagSettings, now: Date): CardTag | null {
  if (isSold(vehicle)) return { kind: 'sold', label: settings.soldTagLabel, tone: 'dark' }
  if (!isAvailable(vehicle)) return null

  if (settings.electricHybridTag) {
    const kind = electrifiedKind(vehicle)
    if (kind === 'electric') return { kind, label: 'Electric', tone: 'green' }
    if (kind === 'hybrid') return { kind, label: 'Hybrid', tone: 'green' }
  }
  if (vehicle.reserved) return { kind: 'reserved', label: RESERVED_LABEL, tone: 'amber' }
  const badgeMake = settings.certifiedBadgeMake?.trim()
  if (badgeMake && vehicle.certified && vehicle.car_type === 'used' && same(vehicle.make, badgeMake)) {
    return { kind: 'certifiedBadge', label: `${badgeMake} ${CERTIFIED_BADGE_LABEL}`, tone: 'badge' }
  }
  const tag = vehicle.tag?.trim()
  if (tag && !isFuelTag(tag)) {
    const green = settings.runoutSaleGreen && same(tag, RUNOUT_SALE_TAG)
    return { kind: 'custom', label: tag, tone: green ? 'green' : 'red' }
  }
  if (vehicle.status === 'coming_soon') return { kind: 'comingSoon', label: COMING_SOON_LABEL, tone: 'blue' }
  if (isJustArrived(vehicle.created_at_timestamp, settings.justArrivedDays, now)) {
    return { kind: 'justArrived', label: settings.justArrivedLabel, tone: 'primary' }
  }
  return null
}
