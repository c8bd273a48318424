import { describe, expect, it } from 'vitest'
import { AUSTRALIAN_STATES, isAustralianState } from './states.ts'

describe('Australian states and territories (address fields of Australian dealers)', () => {
  it('lists the six states and two mainland territories by code', () => {
    expect(AUSTRALIAN_STATES.map((state) => state.code)).toEqual([
      'ACT',
      'NSW',
      'NT',
      'QLD',
      'SA',
      'TAS',
      'VIC',
      'WA',
    ])
  })

  it('knows a state by its code only', () => {
    expect(isAustralianState('QLD')).toBe(true)
    expect(isAustralianState('Queensland')).toBe(false)
    expect(isAustralianState('qld')).toBe(false)
  })
})
