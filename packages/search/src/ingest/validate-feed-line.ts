import { type StockFeedRow, stockFeedRowSchema } from '../stock-feed-row.ts'

export interface Rejection {
  /** 1-based line of the feed file. */
  line: number
  /** The vehicle id when the line had one, so the vehicle is not removed for a bad update. */
  id: string | null
  /** Dotted path of the offending field, or `(line)` when the line is not a JSON object. */
  field: string
  reason: string
}

export type LineResult = { ok: true; row: StockFeedRow } | { ok: false; rejection: Rejection }

export function validateFeedLine(text: string, line: number): LineResult {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return { ok: false, rejection: { line, id: null, field: '(line)', reason: 'not valid JSON' } }
  }
  const parsed = stockFeedRowSchema.safeParse(value)
  if (parsed.success) return { ok: true, row: parsed.data }
  const issue = parsed.error.issues[0]!
  const id = typeof (value as { id?: unknown })?.id === 'string' ? (value as { id: string }).id : null
  const extra = parsed.error.issues.length > 1 ? ` (and ${parsed.error.issues.length - 1} more)` : ''
  return {
    ok: false,
    rejection: { line, id, field: issue.path.join('.') || '(line)', reason: `${issue.message}${extra}` },
  }
}
