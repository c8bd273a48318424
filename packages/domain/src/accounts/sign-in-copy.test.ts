import { describe, expect, it } from 'vitest'
import { signInTypes } from './shopper-gating.ts'
import { signInCopy } from './sign-in-copy.ts'

describe('sign-in headings', () => {
  it('has a heading and an introduction for every sign-in type, each its own', () => {
    const headings = signInTypes.map((type) => signInCopy(type).heading)
    expect(new Set(headings).size).toBe(signInTypes.length)
    for (const type of signInTypes) expect(signInCopy(type).intro).toMatch(/mobile|password/)
  })

  it('asks to save the car when signing in from the watchlist', () => {
    expect(signInCopy('watchlist').heading).toBe('Sign in to save this car')
  })
})
