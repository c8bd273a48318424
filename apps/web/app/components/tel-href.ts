/** A `tel:` link for an Australian number as written on a page ("02 9555 0100" -> "tel:0295550100"). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`
}
