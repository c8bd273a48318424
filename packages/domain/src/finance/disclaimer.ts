/**
 * The finance disclaimer under the vehicle page (spec, stock document section 7: "text shown as a preview
 * of 197 characters"); the full text opens in a dialog. A longer text is cut at 197 characters and ends
 * with '...', so the preview is at most 200 characters long.
 */

export const FINANCE_DISCLAIMER_PREVIEW_LENGTH = 197
export const FINANCE_DISCLAIMER_ANCHOR = 'financeDisclaimer'

export function financeDisclaimerPreview(text: string): { preview: string; truncated: boolean } {
  const trimmed = text.trim()
  if (trimmed.length <= FINANCE_DISCLAIMER_PREVIEW_LENGTH) return { preview: trimmed, truncated: false }
  return { preview: `${trimmed.slice(0, FINANCE_DISCLAIMER_PREVIEW_LENGTH).trimEnd()}...`, truncated: true }
}
