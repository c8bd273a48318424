import { describe, expect, it } from 'vitest'
import { createToastSlot } from './toast-slot'

describe('the one toast at a time ("Toast limit: 1")', () => {
  it('gives the place to the toast shown last: the earlier one is hidden at once', () => {
    const slot = createToastSlot()
    slot.claim('watchlist')
    slot.claim('share')
    expect(slot.owner()).toBe('share')
  })

  it('lets only the toast that holds it give it up', () => {
    const slot = createToastSlot()
    slot.claim('watchlist')
    slot.claim('share')
    // The watchlist toast's timer ends later: it must not hide the share toast.
    slot.release('watchlist')
    expect(slot.owner()).toBe('share')
    slot.release('share')
    expect(slot.owner()).toBeNull()
  })

  it('tells the toasts on the page when the owner changes', () => {
    const slot = createToastSlot()
    let changes = 0
    const stop = slot.subscribe(() => changes++)
    slot.claim('a')
    slot.claim('a')
    slot.claim('b')
    stop()
    slot.release('b')
    expect(changes).toBe(2)
  })
})
