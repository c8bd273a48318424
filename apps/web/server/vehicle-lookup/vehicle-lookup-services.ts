import { resolve } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import type { ServerConfig } from '@forecourt/config/server-config'
import { embeddedVehicleLookup } from './embedded-vehicle-lookup.ts'
import { httpsVehicleLookup } from './https-vehicle-lookup.ts'
import type { VehicleLookupProvider } from './vehicle-lookup-provider.ts'

/** The vehicle lookup the configuration names: the rego data service, or the demo's registry. */
export function createVehicleLookup(
  config: Pick<ServerConfig, 'vehicleLookup' | 'dataDir'>,
): VehicleLookupProvider {
  const service = config.vehicleLookup.service
  return service
    ? httpsVehicleLookup({ baseUrl: service.url, apiKey: service.apiKey, timeoutMs: service.timeoutMs })
    : embeddedVehicleLookup(resolve(repoRoot, config.dataDir, 'demo/vehicle-registry.ndjson'))
}
