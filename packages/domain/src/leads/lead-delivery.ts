/**
 * A dealer whose leads reach nobody: neither a CRM webhook nor a lead email address (issue 34). Its leads
 * are still stored and confirmed to the shopper, but the dealer never hears of them. The Studio warns on
 * the dealer (a warning, so the dealer can still be published while being set up) and the server logs the
 * same at start-up.
 */

export interface LeadDeliverySettings {
  crmWebhookUrl?: string | null
  emailRecipients?: readonly (string | null | undefined)[] | null
}

export const NO_LEAD_DELIVERY_MESSAGE =
  'This dealer has neither a CRM webhook nor a lead email address: its leads are stored but sent to no one. Add one under Contact › Lead delivery.'

export function hasLeadDelivery(delivery: LeadDeliverySettings | null | undefined): boolean {
  if (delivery?.crmWebhookUrl?.trim()) return true
  return (delivery?.emailRecipients ?? []).some((address) => Boolean(address?.trim()))
}

/** The dealers (by name, else slug) whose leads go nowhere, in the order given. */
export function dealersWithoutLeadDelivery<Dealer extends { leadDelivery?: LeadDeliverySettings | null }>(
  dealers: readonly Dealer[],
): Dealer[] {
  return dealers.filter((dealer) => !hasLeadDelivery(dealer.leadDelivery))
}
