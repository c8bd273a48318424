import { describe, expect, it } from 'vitest'
import type { StockFeedRow } from '../stock-feed-row.ts'
import { feedDateOffset, shiftFeedDates } from './shift-feed-dates.ts'

const row = {
  id: '1',
  created_at: '2026-11-15T09:00:00.000Z',
  updated_at: '2026-11-19T12:00:00.000Z',
  build_date: '2025-01',
} as unknown as StockFeedRow

describe('shifting demo feed dates to the present', () => {
  it('keeps every listing age relative to the feed reference, measured from now', () => {
    const offset = feedDateOffset('2026-11-20T00:00:00.000Z', new Date('2026-12-01T00:00:00.000Z'))
    const shifted = shiftFeedDates(row, offset)
    // Listed 4 days 15 hours before the reference: 4 days 15 hours before now.
    expect(shifted.created_at).toBe('2026-11-26T09:00:00.000Z')
    expect(shifted.updated_at).toBe('2026-11-30T12:00:00.000Z')
    expect(shifted.build_date).toBe('2025-01')
  })

  it('refuses a reference that is not a date', () => {
    expect(() => feedDateOffset('soon', new Date())).toThrow('Not a date: soon')
  })
})
