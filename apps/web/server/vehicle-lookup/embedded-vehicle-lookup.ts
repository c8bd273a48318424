import { readFile } from 'node:fs/promises'
import { z } from 'zod'
import type { VehicleDetails, VehicleLookupProvider } from './vehicle-lookup-provider.ts'

/**
 * The embedded vehicle lookup: the demo's registry (`vehicle-registry.ndjson`, written with the demo
 * data), read once on the first lookup. No file (a deployment without demo data) is an empty registry:
 * every lookup finds nothing and the shopper enters the car by hand.
 */

const entrySchema = z.object({
  state: z.string(),
  plate: z.string(),
  vin: z.string().nullable(),
  year: z.number().int(),
  make: z.string().min(1),
  model: z.string().min(1),
  badge: z.string().nullable(),
  body: z.string().nullable(),
  transmission: z.string().nullable(),
  fuel: z.string().nullable(),
})

type Registry = { byPlate: Map<string, VehicleDetails>; byVin: Map<string, VehicleDetails> }

const plateKey = (state: string, plate: string) => `${state.toUpperCase()}:${plate.toUpperCase()}`

export function registryOf(lines: string): Registry {
  const registry: Registry = { byPlate: new Map(), byVin: new Map() }
  for (const line of lines.split('\n')) {
    if (!line.trim()) continue
    const parsed = entrySchema.safeParse(JSON.parse(line))
    if (!parsed.success) continue
    const { state, plate, ...details } = parsed.data
    registry.byPlate.set(plateKey(state, plate), details)
    if (details.vin) registry.byVin.set(details.vin.toUpperCase(), details)
  }
  return registry
}

export function embeddedVehicleLookup(registryPath: string): VehicleLookupProvider {
  let registry: Promise<Registry> | null = null
  const load = () => {
    registry ??= readFile(registryPath, 'utf8').then(registryOf, (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return registryOf('')
      throw error
    })
    return registry
  }
  return {
    kind: 'embedded',
    async lookup(query) {
      const { byPlate, byVin } = await load()
      return (
        ('vin' in query
          ? byVin.get(query.vin.toUpperCase())
          : byPlate.get(plateKey(query.state, query.plate))) ?? null
      )
    },
  }
}
