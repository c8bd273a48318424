import type { z } from 'zod'
import { type VehicleDocument, vehiclesCollection } from './collections/vehicles.ts'
import { and, equals, type FilterExpression } from './filter-expression.ts'
import { writeFilter } from './filter-writer.ts'
import type { SearchOnlyClient } from './search-only-client.ts'
import { stockFeedRowSchema } from './stock-feed-row.ts'

const feedFields = stockFeedRowSchema.shape

/** The nested feed values the index keeps as JSON text, read back through the feed row's own schemas. */
const hotspotsSchema = feedFields.hotspots
const variantSchema = feedFields.variant
const financeLendersSchema = feedFields.finance_lenders

export type VehicleHotspots = NonNullable<z.output<typeof hotspotsSchema>>
export type VehicleVariant = z.output<typeof variantSchema>
export type VehicleFinanceLenders = z.output<typeof financeLendersSchema>
export type VehicleFinanceLender = VehicleFinanceLenders[string]

/** Everything the vehicle page shows about one car: the index document with its nested values parsed. */
export type VehicleDetail = Omit<
  VehicleDocument,
  'hotspots_json' | 'variant_json' | 'finance_lenders_json'
> & {
  hotspots: VehicleHotspots | null
  variant: VehicleVariant
  finance_lenders: VehicleFinanceLenders
}

function parseJson<Schema extends z.ZodType>(
  schema: Schema,
  text: string | null | undefined,
  fallback: z.output<Schema>,
) {
  if (!text) return fallback
  try {
    const parsed = schema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : fallback
  } catch {
    return fallback
  }
}

/**
 * Parses a document's JSON-text fields. A value that no longer matches the feed schema is dropped (the
 * page then leaves that section out) rather than failing the page.
 */
export function toVehicleDetail(document: VehicleDocument): VehicleDetail {
  const { hotspots_json, variant_json, finance_lenders_json, ...fields } = document
  return {
    ...fields,
    hotspots: parseJson(hotspotsSchema, hotspots_json, null),
    variant: parseJson(variantSchema, variant_json, {}),
    finance_lenders: parseJson(financeLendersSchema, finance_lenders_json, {}),
  }
}

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/

/** Whether a path segment can be a car's slug at all (anything else is looked up nowhere). */
export const isVehicleSlug = (slug: string) => SLUG.test(slug) && slug.length <= 200

/**
 * The car with this slug among the stock `siteFilter` admits, or null (also for a malformed slug). Another
 * dealer's car is outside the filter, so it is not found either.
 */
export async function findVehicleBySlug(
  searches: SearchOnlyClient,
  siteFilter: FilterExpression,
  slug: string,
): Promise<VehicleDetail | null> {
  if (!isVehicleSlug(slug)) return null
  const response = await searches.search<VehicleDocument>(vehiclesCollection.name, {
    q: '*',
    filter_by: writeFilter(and(siteFilter, equals('slug', slug))),
    per_page: 1,
  })
  const document = response.hits?.[0]?.document
  return document ? toVehicleDetail(document) : null
}
