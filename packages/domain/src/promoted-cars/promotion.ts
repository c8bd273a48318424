import { z } from 'zod'
import { SEARCH_HITS_PER_PAGE } from '../search/facet-panel.ts'

/**
 * Promoted cars (issue 20): a website's marketing staff pin cars, by stock number or by a rule, to
 * positions of chosen searches (landing pages of the results page, typed words) between a start and an
 * expiry. This is the promotion as the platform reads it from the Studio: checked here, whatever the
 * Studio let through, before it reaches the search index.
 */

/** Positions are on the first page of results: 1 to the page size. */
export const PROMOTED_POSITION_RANGE = { min: 1, max: SEARCH_HITS_PER_PAGE } as const
/** A promotion pins at most this many cars. */
export const MAX_PROMOTED_CARS = 10
/** Landing paths and typed words a promotion applies to, at most this many of each. */
export const MAX_PROMOTION_SEARCHES = 20

/**
 * A landing path of the results page, as the site writes it: `/search`, `/search/used-cars`,
 * `/search/toyota/hilux` (lowercase slugs, no trailing slash).
 */
export const PROMOTION_SEARCH_PATH = /^\/search(?:\/[a-z0-9]+(?:-[a-z0-9]+)*){0,2}$/

export const promotionConditions = ['new', 'demo', 'used'] as const
export const keywordMatches = ['exact', 'contains'] as const

/** Content leaves unset fields out, and GROQ projections give them as null: both mean "not given". */
const absent = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === null ? undefined : value), schema.optional())

const facetValue = z.string().trim().min(1).max(80)

/** Which car a rule picks: the site's best-ranked car in stock with these values (as the feed spells them). */
export const carRuleSchema = z
  .object({
    make: absent(facetValue),
    model: absent(facetValue),
    condition: absent(z.enum(promotionConditions)),
  })
  .refine((rule) => rule.make || rule.model || rule.condition, {
    message: 'A rule needs a make, a model or a condition.',
  })
  .refine((rule) => !rule.model || rule.make, { message: 'A rule with a model needs its make.' })
export type CarRule = z.infer<typeof carRuleSchema>

const positionSchema = z.number().int().min(PROMOTED_POSITION_RANGE.min).max(PROMOTED_POSITION_RANGE.max)

export const promotedCarSchema = z
  .object({
    stockNumber: absent(z.string().trim().min(1).max(40)),
    rule: absent(carRuleSchema),
    position: positionSchema,
  })
  .refine((car) => (car.stockNumber === undefined) !== (car.rule === undefined), {
    message: 'A promoted car is either a stock number or a rule, not both.',
  })
  .transform(
    ({ stockNumber, rule, position }): PromotedCar =>
      stockNumber !== undefined ? { stockNumber, position } : { rule: rule as CarRule, position },
  )
export type PromotedCar = { position: number } & ({ stockNumber: string } | { rule: CarRule })

export const promotionKeywordSchema = z.object({
  query: z.string().trim().min(1).max(80),
  match: z.enum(keywordMatches),
})
export type PromotionKeyword = z.infer<typeof promotionKeywordSchema>

const instant = z.iso.datetime({ offset: true }).transform((value) => Date.parse(value))

export const promotionSchema = z
  .object({
    id: z.string().min(1).max(200),
    title: z.string().trim().min(1).max(120),
    /** The website: its slug, and the dealers whose stock it lists (one, or a group's). */
    site: z.object({
      slug: z.string().min(1),
      dealerSlugs: z.array(z.string().min(1)).min(1),
    }),
    landingPaths: absent(
      z
        .array(z.string().regex(PROMOTION_SEARCH_PATH, 'is not a landing path such as /search/used-cars'))
        .max(MAX_PROMOTION_SEARCHES),
    ).transform((paths) => [...new Set(paths ?? [])]),
    keywords: absent(z.array(promotionKeywordSchema).max(MAX_PROMOTION_SEARCHES)).transform(
      (keywords) => keywords ?? [],
    ),
    cars: z.array(promotedCarSchema).min(1).max(MAX_PROMOTED_CARS),
    /** Milliseconds since the epoch. */
    startsAt: instant,
    expiresAt: instant,
  })
  .refine((promotion) => promotion.landingPaths.length > 0 || promotion.keywords.length > 0, {
    message: 'A promotion needs a landing path or typed words to apply to.',
    path: ['landingPaths'],
  })
  .refine((promotion) => promotion.expiresAt > promotion.startsAt, {
    message: 'A promotion must expire after it starts.',
    path: ['expiresAt'],
  })
  .refine((promotion) => new Set(promotion.cars.map((car) => car.position)).size === promotion.cars.length, {
    message: 'Two cars cannot share a position.',
    path: ['cars'],
  })
export type Promotion = z.output<typeof promotionSchema>

/** A promotion from content, or why it cannot be used (for the log): the first problem, in plain words. */
export function parsePromotion(
  value: unknown,
): { ok: true; promotion: Promotion } | { ok: false; problem: string } {
  const parsed = promotionSchema.safeParse(value)
  if (parsed.success) return { ok: true, promotion: parsed.data }
  const issue = parsed.error.issues[0]
  return { ok: false, problem: `${issue?.path.join('.') || 'promotion'}: ${issue?.message ?? 'invalid'}` }
}
