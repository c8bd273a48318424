import { formatAud } from '../vehicle-card/price.ts'

/**
 * My Garage shows each saved car's price today against the price the shopper saw when saving it (issue 14:
 * "price changes since saving"). Unknown when either price is missing or 0 (price on application).
 */
export type GaragePriceChange =
  | { kind: 'down' | 'up'; amount: number; text: string }
  | { kind: 'same'; text: string }
  | { kind: 'unknown' }

export function garagePriceChange(savedPrice: number | null, todayPrice: number | null): GaragePriceChange {
  if (!savedPrice || !todayPrice) return { kind: 'unknown' }
  const difference = todayPrice - savedPrice
  if (difference === 0) return { kind: 'same', text: 'Same price as when you saved it' }
  const amount = Math.abs(difference)
  return difference < 0
    ? { kind: 'down', amount, text: `Down ${formatAud(amount)} since you saved it` }
    : { kind: 'up', amount, text: `Up ${formatAud(amount)} since you saved it` }
}
