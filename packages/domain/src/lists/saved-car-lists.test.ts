import { describe, expect, it } from 'vitest'
import { compareLeftOutText, keptCarNotice } from './saved-car-lists.ts'

describe('a kept car that has changed since it was kept', () => {
  it('a car still for sale carries no notice', () => {
    expect(keptCarNotice('available', 'JUST SOLD')).toEqual({ tag: null, explanation: null })
  })

  it("a sold car is marked with the dealer's sold tag ('JUST SOLD' by default)", () => {
    expect(keptCarNotice('sold', 'JUST SOLD').tag).toBe('JUST SOLD')
    expect(keptCarNotice('sold', 'SOLD').tag).toBe('SOLD')
  })

  it('a reserved car says so, and that it may come back', () => {
    expect(keptCarNotice('reserved', 'SOLD')).toEqual({
      tag: 'RESERVED',
      explanation: expect.stringMatching(/for sale again/),
    })
  })

  it('a removed car is explained, not silently dropped', () => {
    expect(keptCarNotice('departed', 'SOLD').explanation).toMatch(/taken this car off the website/)
    expect(keptCarNotice('unknown', 'SOLD').explanation).toMatch(/no longer lists this car/)
  })

  it('the compare page counts the cars it left out', () => {
    expect(compareLeftOutText({ departed: 0, unknown: 0 })).toBeNull()
    expect(compareLeftOutText({ departed: 1, unknown: 0 })).toBe(
      '1 car in this comparison is no longer listed on this website, so it is not shown.',
    )
    expect(compareLeftOutText({ departed: 1, unknown: 1 })).toMatch(/^2 cars .* are no longer listed/)
  })
})
