import { describe, expect, it } from 'vitest'
import { chancesAreValid, prizeForRoll, promotionState, spinOutcomeText } from './spin-to-win.ts'

const prizes = [
  { key: 'service', name: 'A free service', chancePercent: 10, quantity: 5 },
  { key: 'fuel', name: 'A $50 fuel card', chancePercent: 30, quantity: 20 },
]

describe('spin to win (issue 33: "prizes, odds, quantities, dates, terms")', () => {
  it('is running from its start until its end, not before and not after', () => {
    const window = { startsAt: '2026-11-01T00:00:00Z', endsAt: '2026-12-01T00:00:00Z' }
    expect(promotionState(window, new Date('2026-10-31T23:59:59Z'))).toBe('upcoming')
    expect(promotionState(window, new Date('2026-11-01T00:00:00Z'))).toBe('running')
    expect(promotionState(window, new Date('2026-12-01T00:00:00Z'))).toBe('ended')
  })

  it('gives each prize its chance as a slice of 100, and what is left wins nothing', () => {
    expect(prizeForRoll(prizes, 0)?.key).toBe('service')
    expect(prizeForRoll(prizes, 0.0999)?.key).toBe('service')
    expect(prizeForRoll(prizes, 0.1)?.key).toBe('fuel')
    expect(prizeForRoll(prizes, 0.3999)?.key).toBe('fuel')
    expect(prizeForRoll(prizes, 0.4)).toBeNull()
    expect(prizeForRoll(prizes, 0.9999)).toBeNull()
  })

  it('wins nothing when the chances add up to more than 100% or a roll is out of range', () => {
    const tooMany = [...prizes, { key: 'car', name: 'A car', chancePercent: 61, quantity: 1 }]
    expect(chancesAreValid(tooMany)).toBe(false)
    expect(prizeForRoll(tooMany, 0)).toBeNull()
    expect(prizeForRoll(prizes, 1)).toBeNull()
    expect(prizeForRoll(prizes, -0.1)).toBeNull()
    expect(prizeForRoll(prizes, Number.NaN)).toBeNull()
  })

  it('tells a winner their prize and the dealer will be in touch', () => {
    expect(spinOutcomeText('A $50 fuel card').heading).toBe('You won A $50 fuel card!')
    expect(spinOutcomeText(null).heading).toBe('Not a winner this time')
  })
})
