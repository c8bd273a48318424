import { dealersLeadDeliveryQuery } from '@forecourt/content/queries'
import { dealersWithoutLeadDelivery, NO_LEAD_DELIVERY_MESSAGE } from '@forecourt/domain/leads/lead-delivery'
import type { SanityClient } from '@sanity/client'
import type { Logger } from './logger.ts'

/**
 * At start-up: one warning per dealer whose leads reach nobody (the Studio's warning on the dealer, in the
 * server's log). Returns the slugs warned about. A content source that cannot answer is logged, never fatal.
 */
export async function warnDealersWithoutLeadDelivery(
  content: Pick<SanityClient, 'fetch'>,
  logger: Pick<Logger, 'warn' | 'error'>,
): Promise<string[]> {
  try {
    const dealers = await content.fetch(dealersLeadDeliveryQuery)
    const missing = dealersWithoutLeadDelivery(dealers)
    for (const dealer of missing) {
      logger.warn({ dealer: dealer.slug, dealerId: dealer.id }, NO_LEAD_DELIVERY_MESSAGE)
    }
    return missing.map((dealer) => dealer.slug ?? dealer.id)
  } catch (error) {
    logger.error({ err: error }, 'Could not check the dealers’ lead delivery')
    return []
  }
}
