import { hasControlCharacter } from './control-characters.ts'

/**
 * What a lead records of how the shopper got there (spec, forms document section 7: "lead_attributes
 * {visited_pages, linked_query_params}"): the pages they visited on the site, in order, and the campaign
 * parameters (UTM and ad click ids) of the links that brought them. Both come from the browser, so both
 * are parsed defensively: anything malformed is dropped, never an error that could lose the lead.
 */

export const MAX_VISITED_PAGES = 20
const MAX_PATH_LENGTH = 300
const MAX_PARAM_LENGTH = 200

/** UTM parameters and the click ids of Google, Meta, Microsoft and DoubleClick ads. */
export const LINKED_QUERY_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'utm_id',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
] as const

export type LinkedQueryParams = Partial<Record<(typeof LINKED_QUERY_PARAMS)[number], string>>

export interface LeadAttribution {
  visited_pages: string[]
  linked_query_params: LinkedQueryParams
}

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' &&
  value.startsWith('/') &&
  !value.startsWith('//') &&
  value.length <= MAX_PATH_LENGTH &&
  !/[\s<>]/.test(value) &&
  !hasControlCharacter(value)

/** The campaign parameters found in a query string (or its pairs), first value of each. */
export function linkedQueryParams(search: URLSearchParams | Iterable<[string, string]>): LinkedQueryParams {
  const found: LinkedQueryParams = {}
  for (const [key, value] of search) {
    const name = key.toLowerCase() as (typeof LINKED_QUERY_PARAMS)[number]
    if (!LINKED_QUERY_PARAMS.includes(name) || name in found) continue
    const trimmed = value.trim()
    if (trimmed && trimmed.length <= MAX_PARAM_LENGTH && !hasControlCharacter(trimmed)) found[name] = trimmed
  }
  return found
}

function parseJson(value: string | null | undefined): unknown {
  if (!value) return undefined
  try {
    return JSON.parse(value)
  } catch {
    return undefined
  }
}

/**
 * The attribution a form posted: `visited_pages` a JSON array of site paths (the last 20 kept),
 * `linked_query_params` a JSON object of campaign parameters, and `page_url`, the path of the page the
 * form was on, which the server renders into the form so it is known without JavaScript too (it is the
 * last visited page, and its campaign parameters count).
 */
export function parseLeadAttribution(posted: {
  visitedPages?: string | null
  linkedQueryParams?: string | null
  pageUrl?: string | null
}): LeadAttribution {
  const pages = parseJson(posted.visitedPages)
  const visited = Array.isArray(pages) ? pages.filter(isSitePath) : []
  const pageUrl = isSitePath(posted.pageUrl) ? posted.pageUrl : null
  if (pageUrl && visited.at(-1) !== pageUrl) visited.push(pageUrl)

  const params = parseJson(posted.linkedQueryParams)
  const pairs =
    params && typeof params === 'object' && !Array.isArray(params)
      ? Object.entries(params).filter((pair): pair is [string, string] => typeof pair[1] === 'string')
      : []
  const fromPage = pageUrl ? [...new URL(pageUrl, 'https://site.invalid').searchParams] : []
  return {
    visited_pages: visited.slice(-MAX_VISITED_PAGES),
    linked_query_params: linkedQueryParams([...pairs, ...fromPage]),
  }
}
