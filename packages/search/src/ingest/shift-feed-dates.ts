import type { StockFeedRow } from '../stock-feed-row.ts'

/**
 * Moves a feed row's listing dates by `offsetMs`. The demo feed is dated relative to a fixed moment so it
 * is reproducible; shifting it by (now − that moment) at ingestion keeps every listing age (sold cars'
 * listing window, 'just arrived') what the generator meant, whenever the demo runs.
 */
export function shiftFeedDates<Row extends Pick<StockFeedRow, 'created_at' | 'updated_at'>>(
  row: Row,
  offsetMs: number,
): Row {
  if (offsetMs === 0) return row
  const shift = (iso: string) => new Date(Date.parse(iso) + offsetMs).toISOString()
  return { ...row, created_at: shift(row.created_at), updated_at: shift(row.updated_at) }
}

/** The offset that makes `datesRelativeTo` fall on `now`. */
export function feedDateOffset(datesRelativeTo: string, now: Date): number {
  const reference = Date.parse(datesRelativeTo)
  if (!Number.isFinite(reference)) throw new Error(`Not a date: ${datesRelativeTo}`)
  return now.getTime() - reference
}
