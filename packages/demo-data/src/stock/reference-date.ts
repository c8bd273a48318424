/**
 * The demo feed is dated relative to this fixed moment, never the clock, so the same options always give
 * the same feed. Listing ages ("just arrived", listing-age thresholds) are measured back from it.
 */
export const STOCK_REFERENCE_DATE = '2026-11-20T00:00:00.000Z'
export const STOCK_REFERENCE_TIME = Date.parse(STOCK_REFERENCE_DATE)
export const STOCK_REFERENCE_YEAR = 2026
export const DAY_MS = 86_400_000
