import { describe, expect, it } from 'vitest'
import { isReservationsShopper } from './reservation-access.ts'

describe("a reservation's page is its shopper's alone", () => {
  // "only the shopper who made it (signed in as that shopper, or holding the signed link sent to them)
  // may view or act on a reservation"
  const signedIn = { userId: 'user-1' }
  const anonymous = { userId: null }

  it('opens to the signed link sent to the shopper, signed in or not', () => {
    expect(isReservationsShopper(anonymous, { holdsSignedLink: true, shopperId: null })).toBe(true)
    expect(isReservationsShopper(signedIn, { holdsSignedLink: true, shopperId: 'user-2' })).toBe(true)
  })

  it('opens to the shopper signed in as the one who made it', () => {
    expect(isReservationsShopper(signedIn, { holdsSignedLink: false, shopperId: 'user-1' })).toBe(true)
  })

  it('stays shut to anyone else: the id alone, another shopper, nobody signed in', () => {
    expect(isReservationsShopper(signedIn, { holdsSignedLink: false, shopperId: null })).toBe(false)
    expect(isReservationsShopper(signedIn, { holdsSignedLink: false, shopperId: 'user-2' })).toBe(false)
    expect(isReservationsShopper(anonymous, { holdsSignedLink: false, shopperId: null })).toBe(false)
    expect(isReservationsShopper(anonymous, { holdsSignedLink: false, shopperId: 'user-1' })).toBe(false)
  })
})
