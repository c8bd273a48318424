import * as z from 'zod'
import { DISTANCE_PARAM, NEAR_PARAM, type NearMe, normaliseNear, parseNearDistance } from './near-me.ts'

/**
 * The near-me parameters as a request brings them in (issue 20): checked with Zod on the server, on the
 * rules `search-near-me` writes down for both sides. A malformed `near` means no near-me search; a
 * malformed `distance` means any distance.
 */
export const nearMeParamsSchema = z.object({
  near: z
    .string()
    .nullish()
    .transform((text, context) => {
      const near = normaliseNear(text ?? '')
      if (near) return near
      context.addIssue({ code: 'custom', message: 'A postcode, a suburb or "lat,lng"' })
      return z.NEVER
    }),
  distance: z
    .string()
    .nullish()
    .transform((text) => parseNearDistance(text)),
})

/** The near-me search a request asks for, or null. */
export function nearMeFromRequest(params: URLSearchParams): NearMe | null {
  const parsed = nearMeParamsSchema.safeParse({
    near: params.get(NEAR_PARAM),
    distance: params.get(DISTANCE_PARAM),
  })
  return parsed.success ? { near: parsed.data.near, distanceKm: parsed.data.distance } : null
}
