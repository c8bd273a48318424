/**
 * The vehicle page's phone block (spec, stock document section 4): "The number is masked after its first
 * 5 characters until clicked, then shown in full and a tracking call is made." Masked digits become 'X';
 * spaces and punctuation stay, so the number keeps its shape ('02 95XX XXXX').
 *
 * Masking measures how many shoppers want to call about a car; it does not keep a secret (the number is
 * the dealer's published line). So the page carries the masked number only, and the full number is given
 * out by the recorded reveal itself (docs/decisions/046-phone-masking.md).
 */

export const PHONE_VISIBLE_PREFIX_LENGTH = 5

export function maskPhone(phone: string): string {
  const visible = phone.slice(0, PHONE_VISIBLE_PREFIX_LENGTH)
  return visible + phone.slice(PHONE_VISIBLE_PREFIX_LENGTH).replace(/\d/g, 'X')
}

/** What the vehicle page may carry of its number before a reveal: the masked number, and what it shows. */
export interface MaskedPhone {
  masked: string
  /** The characters left unmasked, for a screen reader ('Show number (starts 02 95)'). */
  prefix: string
}

export function maskedPhone(phone: string): MaskedPhone {
  return { masked: maskPhone(phone), prefix: phone.slice(0, PHONE_VISIBLE_PREFIX_LENGTH) }
}

/** The body of the phone-reveal tracking call: "body car_id, dealership_id, website_id". */
export function phoneRevealEvent(input: { carId: string; dealershipId: string; websiteId: string }): {
  car_id: string
  dealership_id: string
  website_id: string
} {
  return { car_id: input.carId, dealership_id: input.dealershipId, website_id: input.websiteId }
}
