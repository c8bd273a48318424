import type { StockFeedRow } from './stock-feed-row.ts'

/**
 * The demo's vehicle registry (issue 33): every registered demo vehicle (those with a plate) as a state
 * registry would describe it, so a rego lookup of a demo plate finds the car on the demo. Written beside
 * the stock feed as NDJSON; the embedded vehicle lookup reads it. A plate is unique within its state.
 */
export interface VehicleRegistryEntry {
  state: string
  plate: string
  vin: string | null
  year: number
  make: string
  model: string
  badge: string | null
  body: string | null
  transmission: string | null
  fuel: string | null
}

export function buildVehicleRegistry(feed: readonly StockFeedRow[]): VehicleRegistryEntry[] {
  return feed.flatMap((row) =>
    row.regplate
      ? [
          {
            state: row.location.state,
            plate: row.regplate,
            vin: row.vin,
            year: row.year,
            make: row.make,
            model: row.model,
            badge: row.badge || null,
            body: row.simple_body || null,
            transmission: row.simple_transmission,
            fuel: row.simple_fuel,
          },
        ]
      : [],
  )
}
