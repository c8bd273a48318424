import { describe, expect, it } from 'vitest'
import { buildStockFeeds } from './build-stock-feed.ts'
import { buildVehicleRegistry } from './vehicle-registry.ts'

describe('the demo vehicle registry', () => {
  const { current } = buildStockFeeds({ vehicles: 300 })
  const registry = buildVehicleRegistry(current)

  it('holds every registered demo vehicle, once per state and plate, as the feed describes it', () => {
    const registered = current.filter((row) => row.regplate)
    expect(registry).toHaveLength(registered.length)
    expect(new Set(registry.map((entry) => `${entry.state}:${entry.plate}`)).size).toBe(registry.length)
    const row = registered[0]!
    expect(registry[0]).toEqual({
      state: row.location.state,
      plate: row.regplate,
      vin: row.vin,
      year: row.year,
      make: row.make,
      model: row.model,
      badge: row.badge,
      body: row.simple_body,
      transmission: row.simple_transmission,
      fuel: row.simple_fuel,
    })
  })
})
