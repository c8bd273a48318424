/**
 * Darkens (factor below 1) or lightens (factor above 1) a `#rrggbb` colour. A factor of exactly 1 returns
 * the colour unchanged, so the paint colour itself appears in every exterior view.
 */
export function shade(hex: string, factor: number): string {
  const normalised = hex.toLowerCase()
  if (factor === 1) return normalised
  const target = factor < 1 ? 0 : 255
  const amount = Math.min(1, Math.abs(1 - factor))
  const channels = [1, 3, 5].map((start) => {
    const value = Number.parseInt(normalised.slice(start, start + 2), 16)
    return Math.round(value + (target - value) * amount)
  })
  return `#${channels.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`
}
