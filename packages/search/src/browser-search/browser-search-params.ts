import { z } from 'zod'

/**
 * The search parameters a browser may send, as InstantSearch's Typesense adapter writes them. Anything
 * else (`pinned_hits`, `hidden_hits`, `exhaustive_search`, `limit_hits`, `vector_query`…) is refused by
 * name. Values are read as Typesense reads JSON: numbers and booleans as their text.
 */

const text = z.union([z.string(), z.number(), z.boolean()]).transform((value) => String(value))
const whole = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,9}$/, 'must be a whole number')])
  .transform((value) => Number(value))
const flag = z
  .union([z.boolean(), z.enum(['true', 'false'])])
  .transform((value) => value === true || value === 'true')
const fieldName = /^[a-z][a-z0-9_]*$/
const fieldList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  )
  .pipe(z.array(z.string().regex(fieldName, 'must name fields only, comma-separated')))
const numberList = z
  .union([z.string(), z.number()])
  .transform(String)
  .pipe(z.string().regex(/^\d+(,\s*\d+)*$/))
const tag = z.string().max(40)

export const browserSearchParamsSchema = z.strictObject({
  collection: z.string(),
  q: text.optional(),
  query_by: fieldList.optional(),
  query_by_weights: numberList.optional(),
  prefix: z.union([z.string().regex(/^(true|false)(,\s*(true|false))*$/), z.boolean()]).optional(),
  num_typos: numberList.optional(),
  filter_by: z.string().optional(),
  facet_by: fieldList.optional(),
  max_facet_values: whole.optional(),
  facet_query: z.string().optional(),
  sort_by: z.string().optional(),
  page: whole.optional(),
  per_page: whole.optional(),
  group_by: fieldList.optional(),
  group_limit: whole.optional(),
  group_missing_values: flag.optional(),
  include_fields: fieldList.optional(),
  exclude_fields: fieldList.optional(),
  highlight_fields: fieldList.optional(),
  highlight_full_fields: fieldList.optional(),
  highlight_start_tag: tag.optional(),
  highlight_end_tag: tag.optional(),
  curation_tags: z.string().optional(),
  override_tags: z.string().optional(),
  enable_overrides: flag.optional(),
  enable_curations: flag.optional(),
})

export type BrowserSearchParams = z.output<typeof browserSearchParamsSchema>

export const browserSearchBodySchema = z.strictObject({
  searches: z.array(z.unknown()).min(1, 'Send at least one search.'),
  union: z.literal(false).optional(),
})

/** `sort_by` items: a field and a direction, a distance from a point, or the text match. */
const sortItem =
  /^(?:([a-z][a-z0-9_]*)|(location)\(\s*-?\d{1,3}(?:\.\d+)?\s*,\s*-?\d{1,3}(?:\.\d+)?\s*\)):(asc|desc)$/

/** The fields a `sort_by` names, or undefined when an item is not of a form a browser may send. */
export function sortFields(sortBy: string): string[] | undefined {
  const items = sortBy.split(/,(?![^(]*\))/).map((item) => item.trim())
  const fields: string[] = []
  for (const item of items) {
    const match = sortItem.exec(item)
    if (!match) return undefined
    fields.push(match[1] ?? match[2]!)
  }
  return fields
}
