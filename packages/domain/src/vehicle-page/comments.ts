/**
 * Dealer comments on the vehicle page (spec, stock document section 5): "Dealer comments are split on the
 * | character into paragraphs and truncated to 400 characters in preview; empty comments show 'Dealer
 * comments are pending. Please check back here later.'"
 *
 * The 400 characters count the paragraphs' text (not the separators). When the comments are longer, the
 * preview cuts the paragraph that crosses the limit and ends it with '...'.
 */

export const DEALER_COMMENTS_PENDING = 'Dealer comments are pending. Please check back here later.'
export const DEALER_COMMENTS_PREVIEW_LENGTH = 400

export interface DealerComments {
  /** Every paragraph; the pending message alone when there are no comments. */
  paragraphs: string[]
  preview: string[]
  /** True when the preview leaves text out, so a 'read more' control is needed. */
  truncated: boolean
  pending: boolean
}

export function splitDealerComments(raw: string | null | undefined): string[] {
  return (raw ?? '')
    .split('|')
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0)
}

export function dealerComments(raw: string | null | undefined): DealerComments {
  const paragraphs = splitDealerComments(raw)
  if (paragraphs.length === 0) {
    return {
      paragraphs: [DEALER_COMMENTS_PENDING],
      preview: [DEALER_COMMENTS_PENDING],
      truncated: false,
      pending: true,
    }
  }
  const preview: string[] = []
  let remaining = DEALER_COMMENTS_PREVIEW_LENGTH
  for (const paragraph of paragraphs) {
    if (paragraph.length > remaining) {
      const cut = paragraph.slice(0, remaining).trimEnd()
      if (cut) preview.push(`${cut}...`)
      else if (preview.length > 0) preview[preview.length - 1] += '...'
      return { paragraphs, preview, truncated: true, pending: false }
    }
    preview.push(paragraph)
    remaining -= paragraph.length
  }
  return { paragraphs, preview, truncated: false, pending: false }
}
