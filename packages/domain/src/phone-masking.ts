/**
 * The vehicle page's phone block (spec, stock document section 4): "The number is masked after its first
 * 5 characters until clicked, then shown in full and a tracking call is made." Masked digits become 'X';
 * spaces and punctuation stay, so the number keeps its shape ('02 95XX XXXX').
 */

export const PHONE_VISIBLE_PREFIX_LENGTH = 5

export function maskPhone(phone: string): string {
  const visible = phone.slice(0, PHONE_VISIBLE_PREFIX_LENGTH)
  return visible + phone.slice(PHONE_VISIBLE_PREFIX_LENGTH).replace(/\d/g, 'X')
}

export function displayedPhone(phone: string, revealed: boolean): string {
  return revealed ? phone : maskPhone(phone)
}

/** The body of the phone-reveal tracking call: "body car_id, dealership_id, website_id". */
export function phoneRevealEvent(input: { carId: string; dealershipId: string; websiteId: string }): {
  car_id: string
  dealership_id: string
  website_id: string
} {
  return { car_id: input.carId, dealership_id: input.dealershipId, website_id: input.websiteId }
}
