import type { Site } from '@forecourt/content/sites'
import type { TradeInVehicle } from '@forecourt/domain/leads/trade-in-vehicle'
import { comparableSearch } from '@forecourt/domain/trade-in-valuation/comparables'
import { tradeInOffer } from '@forecourt/domain/trade-in-valuation/offer'
import { formatValuationRange, valueTradeIn } from '@forecourt/domain/trade-in-valuation/valuation'
import { mergeOpenLeadFields } from '@forecourt/leads/lead-store'
import { findTradeInComparables } from '@forecourt/search/trade-in-comparables'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { servicesContext } from '~/context'
import { serverLogger } from '~server/logger'

/**
 * The instant valuation of the shopper's car (issue 33), as a trade-in lead stores it in
 * `fields.valuation` and sends it with the lead: the range (or the call-back path), how many comparables
 * it rests on, the plain-words explanation, and the dealer's offer when the dealer makes them.
 */

type Context = Readonly<RouterContextProvider>

export const storedValuationSchema = z.object({
  kind: z.enum(['range', 'callBack']),
  low: z.number().nullable(),
  high: z.number().nullable(),
  range: z.string().nullable(),
  comparables: z.number().int(),
  explanation: z.string(),
  valued_at: z.string(),
  offer: z.object({ amount: z.number(), made_at: z.string(), expires_at: z.string() }).nullable(),
})
export type StoredValuation = z.output<typeof storedValuationSchema>

export const storedAcceptanceSchema = z.object({ amount: z.number(), accepted_at: z.string() })
export type StoredAcceptance = z.output<typeof storedAcceptanceSchema>

export const readStoredValuation = (value: unknown): StoredValuation | null => {
  const parsed = storedValuationSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

export const readStoredAcceptance = (value: unknown): StoredAcceptance | null => {
  const parsed = storedAcceptanceSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * Values the car from every dealer's stock with the site's allowance, minimum and offer days. Null when
 * the search service does not answer (logged): the lead goes on without a valuation, and the dealer calls.
 */
export async function valueTradeInCar(
  context: Context,
  site: Site,
  vehicle: TradeInVehicle,
  now: Date = new Date(),
): Promise<StoredValuation | null> {
  const subject = {
    make: vehicle.make,
    model: vehicle.model,
    year: vehicle.year,
    badge: vehicle.badge ?? null,
    odometerKm: vehicle.odometer_km,
    condition: vehicle.condition,
  }
  const { settings } = site
  try {
    const found = await findTradeInComparables(
      context.get(servicesContext).search.client,
      comparableSearch(subject),
    )
    const valuation = valueTradeIn(subject, found, {
      reconditioningDollars: settings.tradeInReconditioningDollars,
      marginPercent: settings.tradeInMarginPercent,
      minimumComparables: settings.tradeInMinimumComparables,
    })
    const offer = tradeInOffer(valuation, settings.tradeInOfferDays, now)
    return {
      kind: valuation.kind,
      low: valuation.kind === 'range' ? valuation.low : null,
      high: valuation.kind === 'range' ? valuation.high : null,
      range: valuation.kind === 'range' ? formatValuationRange(valuation.low, valuation.high) : null,
      comparables: valuation.comparables,
      explanation: valuation.explanation,
      valued_at: now.toISOString(),
      offer: offer ? { amount: offer.amount, made_at: offer.madeAt, expires_at: offer.expiresAt } : null,
    }
  } catch (error) {
    serverLogger().error({ err: error }, 'The trade-in comparables could not be searched')
    return null
  }
}

/** Stores the valuation on the open lead: the spec's "Valuation save | Logs success or failure." */
export async function saveValuation(
  context: Context,
  lead: { dealerId: string; leadId: string },
  valuation: StoredValuation,
): Promise<boolean> {
  const log = serverLogger()
  try {
    const saved = await mergeOpenLeadFields(
      context.get(servicesContext).database.db,
      lead.dealerId,
      lead.leadId,
      {
        valuation,
      },
    )
    if (saved) log.info({ leadId: lead.leadId, kind: valuation.kind }, 'Valuation saved')
    else log.warn({ leadId: lead.leadId }, 'Valuation save failed: no open lead')
    return saved
  } catch (error) {
    log.error({ err: error, leadId: lead.leadId }, 'Valuation save failed')
    return false
  }
}
