import { HEX_COLOUR } from './patterns.ts'

/** WCAG 2 contrast ratio of two `#rrggbb` colours (1 to 21), or null when either is not a hex colour. */
export function contrastRatio(first: string, second: string): number | null {
  if (!HEX_COLOUR.test(first) || !HEX_COLOUR.test(second)) return null
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number]
  return (lighter + 0.05) / (darker + 0.05)
}

/** WCAG AA for normal text, which is what buttons and header links use. */
export const MINIMUM_TEXT_CONTRAST = 4.5

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
}
