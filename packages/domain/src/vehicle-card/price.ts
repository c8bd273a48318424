import { enAuNumberFormat } from '../australia/number-format.ts'
import type { SiteSettings } from '../site/settings.ts'

/**
 * The price line of a vehicle card: the amount in Australian dollars and what it includes. "A price of 0
 * is hidden for certain dealers" (`hideZeroPrice`); elsewhere a price of 0 reads 'Price on application',
 * as the price-range facet labels it.
 */

/**
 * Price types as Australian dealers print them: a drive-away price includes every on-road cost; 'Excl.
 * Govt. Charges' excludes registration, stamp duty and CTP; '+ ORC' is before on-road costs.
 */
export const priceTypeLabels: Readonly<Record<string, string>> = {
  drive_away: 'Drive Away',
  egc: 'Excl. Govt. Charges',
  plus_orc: '+ ORC',
}

export const PRICE_ON_APPLICATION = 'Price on application'

const audFormat = enAuNumberFormat({
  style: 'currency',
  currency: 'AUD',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
})

/** Whole Australian dollars: 32990 -> '$32,990'. */
export function formatAud(amount: number): string {
  return audFormat.format(Math.round(amount))
}

export function priceTypeLabel(priceType: string | null | undefined): string | null {
  return (priceType && priceTypeLabels[priceType]) || null
}

export type CardPrice =
  | { kind: 'hidden' }
  | { kind: 'onApplication'; text: string }
  | { kind: 'price'; amount: number; text: string; typeLabel: string | null; driveAway: boolean }

export function cardPrice(
  vehicle: { price: number; price_type?: string | null },
  settings: Pick<SiteSettings, 'hideZeroPrice'>,
): CardPrice {
  if (!(vehicle.price > 0)) {
    return settings.hideZeroPrice ? { kind: 'hidden' } : { kind: 'onApplication', text: PRICE_ON_APPLICATION }
  }
  return {
    kind: 'price',
    amount: vehicle.price,
    text: formatAud(vehicle.price),
    typeLabel: priceTypeLabel(vehicle.price_type),
    driveAway: vehicle.price_type === 'drive_away',
  }
}
