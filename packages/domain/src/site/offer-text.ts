/**
 * How much of an offer a card shows (forms document section 9): "Offer description truncates at 160
 * characters when longer than 200. The disclaimer truncates at 200." The rest is behind 'View more' and
 * 'View full disclaimer'.
 */

export const OFFER_DESCRIPTION_LIMIT = 200
export const OFFER_DESCRIPTION_PREVIEW = 160
export const OFFER_DISCLAIMER_PREVIEW = 200

export interface TruncatedText {
  /** The whole text when it fits, else its start with '...'. */
  preview: string
  truncated: boolean
}

function cut(text: string, length: number): string {
  return `${text.slice(0, length).trimEnd()}...`
}

export function offerDescriptionPreview(text: string): TruncatedText {
  return text.length > OFFER_DESCRIPTION_LIMIT
    ? { preview: cut(text, OFFER_DESCRIPTION_PREVIEW), truncated: true }
    : { preview: text, truncated: false }
}

export function offerDisclaimerPreview(text: string): TruncatedText {
  return text.length > OFFER_DISCLAIMER_PREVIEW
    ? { preview: cut(text, OFFER_DISCLAIMER_PREVIEW), truncated: true }
    : { preview: text, truncated: false }
}
