import { describe, expect, it } from 'vitest'
import { reservationLinks } from './reservation-links.ts'

const secret = 'an-auth-secret-of-at-least-32-characters'
const id = '4b1b6a4e-5d0c-4e5f-9a57-3a8e2f0f1c11'
const other = '9c2d1f3a-0b7e-4c1d-8e2f-5a6b7c8d9e0f'
const tokenIn = (path: string) => new URL(path, 'http://site.example').searchParams.get('token')

describe('signed reservation links', () => {
  // Security issue: "only the shopper who made it (signed in as that shopper, or holding the signed link
  // sent to them: an HMAC-signed token in the link ...) may view or act on a reservation".
  const links = reservationLinks(secret)

  it("carry a token that opens this reservation's page and no other", () => {
    const path = links.path(id)
    expect(path).toMatch(new RegExp(`^/reservations/${id}\\?token=[A-Za-z0-9_-]{43}$`))
    expect(links.verify(id, tokenIn(path))).toBe(true)
    expect(links.verify(other, tokenIn(path))).toBe(false)
  })

  it('refuse no token, a bad one, a truncated one and one under another secret', () => {
    const token = tokenIn(links.path(id))!
    for (const bad of [undefined, null, '', 'x', token.slice(0, -1), `${token}A`, token.toUpperCase()])
      expect(links.verify(id, bad), String(bad)).toBe(false)
    const elsewhere = reservationLinks('another-auth-secret-of-32-characters!')
    expect(links.verify(id, tokenIn(elsewhere.path(id)))).toBe(false)
  })

  it('are the same link for the same reservation after a restart', () => {
    expect(reservationLinks(secret).path(id)).toBe(links.path(id))
  })
})
