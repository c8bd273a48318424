import { isAustralianState } from '@forecourt/domain/australia/states'
import { type AustralianState, normaliseRego, regoError } from '@forecourt/domain/leads/trade-in-vehicle'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { serverLogger } from '~server/logger'
import type { VehicleDetails, VehicleLookupQuery } from '~server/vehicle-lookup/vehicle-lookup-provider'

/**
 * The trade-in form's rego lookup (issue 33): a state and plate, or a 17-character VIN, described by the
 * configured vehicle lookup. 'unavailable' is a service that could not answer (logged): like 'notFound',
 * the shopper types the car in by hand. Answers are kept ten minutes, so the step's post does not pay
 * the data service a second time for the lookup the page has just shown.
 */

type Context = Readonly<RouterContextProvider>

export type LookupOutcome =
  | { status: 'found'; vehicle: VehicleDetails }
  | { status: 'notFound' }
  | { status: 'unavailable' }
  | { status: 'invalid'; message: string }

const VIN = /^[A-HJ-NPR-Z0-9]{17}$/
const CACHE_MS = 10 * 60_000
const CACHE_MAX = 2_000
const recent = new Map<string, { at: number; outcome: LookupOutcome }>()

/** The query a plate (or VIN) and state typed on the form make, or why there is none. */
export function lookupQuery(plateOrVin: string, state: string): VehicleLookupQuery | { invalid: string } {
  const value = normaliseRego(plateOrVin)
  if (VIN.test(value)) return { vin: value }
  if (!value) return { invalid: 'Please enter your rego, or your VIN.' }
  const problem = regoError(value)
  if (problem) return { invalid: problem }
  if (!isAustralianState(state)) return { invalid: 'Please choose the state the car is registered in.' }
  return { state: state as AustralianState, plate: value }
}

export async function lookUpVehicle(context: Context, query: VehicleLookupQuery): Promise<LookupOutcome> {
  const key = 'vin' in query ? `vin:${query.vin}` : `${query.state}:${query.plate}`
  const kept = recent.get(key)
  if (kept && Date.now() - kept.at < CACHE_MS) return kept.outcome
  let outcome: LookupOutcome
  try {
    const vehicle = await context.get(servicesContext).vehicleLookup.lookup(query)
    outcome = vehicle ? { status: 'found', vehicle } : { status: 'notFound' }
  } catch (error) {
    serverLogger().warn({ err: error }, 'The vehicle lookup did not answer')
    return { status: 'unavailable' }
  }
  if (recent.size >= CACHE_MAX) recent.delete(recent.keys().next().value as string)
  recent.set(key, { at: Date.now(), outcome })
  return outcome
}

/** The lookup's source, for the lead's 'rego_lookup' event. */
export const lookupSource = (context: Context) => context.get(servicesContext).vehicleLookup.kind
