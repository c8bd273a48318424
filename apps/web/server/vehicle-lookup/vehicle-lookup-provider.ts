import type { AustralianState } from '@forecourt/domain/leads/trade-in-vehicle'

/**
 * Who describes a car from its registration (issue 33's rego lookup): state and plate, or a VIN, to the
 * year, make, model, badge, body, transmission and fuel the trade-in form asks for. Two implementations,
 * chosen by configuration: the embedded registry of the demo's plates, and an Australian rego and VIN data
 * service over HTTPS. A lookup that finds nothing is `null`; a service that cannot answer throws
 * `VehicleLookupError`. Either way the shopper types the car's details in by hand.
 */

export type VehicleLookupQuery = { state: AustralianState; plate: string } | { vin: string }

export interface VehicleDetails {
  year: number
  make: string
  model: string
  badge: string | null
  body: string | null
  transmission: string | null
  fuel: string | null
  vin: string | null
}

export class VehicleLookupError extends Error {
  override name = 'VehicleLookupError'
}

export interface VehicleLookupProvider {
  /** 'embedded' or 'https': what the lead's lookup event records as its source. */
  readonly kind: 'embedded' | 'https'
  lookup(query: VehicleLookupQuery): Promise<VehicleDetails | null>
}
