import { describe, expect, it } from 'vitest'
import { financeApplicationOutcome, financeApplicationWords } from './application-outcome.ts'

describe('the finance journey’s outcome', () => {
  it('is an instant pre-approval for a great or decent self-assessed credit score', () => {
    expect(financeApplicationOutcome({ selfAssessedCreditScore: 'GREAT' })).toBe('pre-approved')
    expect(financeApplicationOutcome({ selfAssessedCreditScore: 'DECENT' })).toBe('pre-approved')
  })

  it('is an application received (no approval claimed) for a poor score or an unknown one', () => {
    expect(financeApplicationOutcome({ selfAssessedCreditScore: 'POOR' })).toBe('received')
    expect(financeApplicationOutcome({})).toBe('received')
  })

  it('says one thing: a pre-approval never speaks of "received", a received application never of approval', () => {
    const approved = Object.values(financeApplicationWords('pre-approved', 'Fran', 'Toyota HiLux')).join(' ')
    const received = Object.values(financeApplicationWords('received', 'Fran', 'Toyota HiLux')).join(' ')
    expect(approved).toContain('Thanks Fran, you are pre-approved to apply')
    expect(approved).not.toMatch(/received/i)
    expect(received).toContain('Thanks Fran, your finance application is received')
    expect(received).not.toMatch(/approved/i)
  })
})
