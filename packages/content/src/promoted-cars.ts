import { type Promotion, parsePromotion } from '@forecourt/domain/promoted-cars/promotion'
import type { SanityClient } from '@sanity/client'
import { promotedCarsByIdQuery, promotedCarsQuery } from './queries.ts'

/** A promotion the platform cannot use (the Studio lets an editor publish past a rule), and why. */
export interface PromotionProblem {
  id: string
  problem: string
}

export interface PromotionsRead {
  promotions: Promotion[]
  problems: PromotionProblem[]
}

/** Every website's promotions, each checked; the ones that fail their checks are reported, not used. */
export async function fetchPromotions(client: SanityClient): Promise<PromotionsRead> {
  const rows = await client.fetch(promotedCarsQuery)
  const read: PromotionsRead = { promotions: [], problems: [] }
  for (const row of rows) {
    const result = parsePromotion(row)
    if (result.ok) read.promotions.push(result.promotion)
    else read.problems.push({ id: row.id, problem: result.problem })
  }
  return read
}

/**
 * One promotion as published now: `absent` once it is deleted (or unpublished), `invalid` when it fails
 * its checks, which the index treats as absent too.
 */
export async function fetchPromotion(
  client: SanityClient,
  id: string,
): Promise<
  | { kind: 'found'; promotion: Promotion }
  | { kind: 'absent' }
  | { kind: 'invalid'; problem: PromotionProblem }
> {
  const row = await client.fetch(promotedCarsByIdQuery, { id })
  if (!row) return { kind: 'absent' }
  const result = parsePromotion(row)
  return result.ok
    ? { kind: 'found', promotion: result.promotion }
    : { kind: 'invalid', problem: { id, problem: result.problem } }
}
