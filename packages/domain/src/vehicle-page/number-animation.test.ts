import { describe, expect, it } from 'vitest'
import {
  animatedNumber,
  animatesNumber,
  NUMBER_ANIMATION_MS,
  PRICE_ANIMATION_MS,
} from './number-animation.ts'

describe('"Number animation 2.5 s (2 s for price)"', () => {
  it('lasts 2.5 s, and 2 s for a price', () => {
    expect(NUMBER_ANIMATION_MS).toBe(2500)
    expect(PRICE_ANIMATION_MS).toBe(2000)
  })

  it('counts up from 0 to the number and stops on it', () => {
    expect(animatedNumber(45_990, 0, PRICE_ANIMATION_MS)).toBe(0)
    const halfway = animatedNumber(45_990, PRICE_ANIMATION_MS / 2, PRICE_ANIMATION_MS)
    expect(halfway).toBeGreaterThan(45_990 / 2)
    expect(halfway).toBeLessThan(45_990)
    expect(animatedNumber(45_990, PRICE_ANIMATION_MS, PRICE_ANIMATION_MS)).toBe(45_990)
    expect(animatedNumber(45_990, 10_000, PRICE_ANIMATION_MS)).toBe(45_990)
  })

  it('never passes the number on the way and shows whole numbers', () => {
    let previous = 0
    for (let elapsed = 0; elapsed <= NUMBER_ANIMATION_MS; elapsed += 100) {
      const shown = animatedNumber(87_412, elapsed, NUMBER_ANIMATION_MS)
      expect(Number.isInteger(shown)).toBe(true)
      expect(shown).toBeGreaterThanOrEqual(previous)
      expect(shown).toBeLessThanOrEqual(87_412)
      previous = shown
    }
  })

  it('does not run under prefers-reduced-motion, or for 0', () => {
    expect(animatesNumber(45_990, false)).toBe(true)
    expect(animatesNumber(45_990, true)).toBe(false)
    expect(animatesNumber(0, false)).toBe(false)
  })
})
