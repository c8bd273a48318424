import { z } from 'zod'
import {
  type VehicleDetails,
  VehicleLookupError,
  type VehicleLookupProvider,
  type VehicleLookupQuery,
} from './vehicle-lookup-provider.ts'

/**
 * An Australian rego and VIN data service over HTTPS (the shape of the commercial NEVDIS-backed APIs):
 * `GET {baseUrl}/vehicles?state=NSW&plate=ABC123` or `?vin=…`, authorised by a Bearer key, answering
 * `{ vehicle: {...} }`, or 404 for a plate or VIN it does not know. A timeout, a dropped connection or a
 * 5xx is retried once, then `VehicleLookupError`; any other answer it cannot read is also an error. Plain
 * http is refused except on loopback (the tests' fake of the service).
 */

export interface HttpsVehicleLookupOptions {
  baseUrl: string
  apiKey: string
  timeoutMs?: number
  retries?: number
  fetch?: typeof fetch
}

const text = z
  .string()
  .trim()
  .max(80)
  .nullish()
  .transform((value) => value || null)

const answerSchema = z.object({
  vehicle: z.object({
    year: z.coerce.number().int().min(1900).max(2100),
    make: z.string().trim().min(1).max(40),
    model: z.string().trim().min(1).max(60),
    badge: text,
    body: text,
    transmission: text,
    fuel: text,
    vin: text,
  }),
})

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]'])

export function httpsVehicleLookup(options: HttpsVehicleLookupOptions): VehicleLookupProvider {
  const base = new URL(options.baseUrl)
  if (base.protocol !== 'https:' && !(base.protocol === 'http:' && LOOPBACK.has(base.hostname))) {
    throw new Error('The vehicle lookup service URL must be https.')
  }
  if (!options.apiKey) throw new Error('The vehicle lookup service API key is required.')
  const baseUrl = options.baseUrl.replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? 5_000
  const retries = options.retries ?? 1
  const send = options.fetch ?? fetch

  return {
    kind: 'https',
    async lookup(query: VehicleLookupQuery): Promise<VehicleDetails | null> {
      const params = new URLSearchParams('vin' in query ? { vin: query.vin } : query)
      let cause = 'no answer'
      for (let attempt = 0; attempt <= retries; attempt++) {
        let response: Response
        try {
          response = await send(`${baseUrl}/vehicles?${params}`, {
            headers: { authorization: `Bearer ${options.apiKey}`, accept: 'application/json' },
            signal: AbortSignal.timeout(timeoutMs),
          })
        } catch (error) {
          cause =
            error instanceof Error && error.name === 'TimeoutError'
              ? `no answer in ${timeoutMs} ms`
              : 'connection failed'
          continue
        }
        if (response.status === 404) return null
        if (response.status >= 500 || response.status === 429) {
          cause = `HTTP ${response.status}`
          continue
        }
        if (!response.ok)
          throw new VehicleLookupError(`The vehicle lookup service refused (${response.status})`)
        const parsed = answerSchema.safeParse(await response.json().catch(() => null))
        if (!parsed.success)
          throw new VehicleLookupError('The vehicle lookup service sent an answer we could not read.')
        return parsed.data.vehicle
      }
      throw new VehicleLookupError(`The vehicle lookup service did not answer: ${cause}`)
    },
  }
}
