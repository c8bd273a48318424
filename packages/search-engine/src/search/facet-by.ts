import { badRequest, notFound } from '../errors.ts'

/** Splits `facet_by` on commas that are outside parentheses and brackets. */
export function splitFacetBy(value: string): string[] {
  const out: string[] = []
  let depth = 0
  let current = ''
  for (const c of value) {
    if (c === '(' || c === '[') depth++
    else if (c === ')' || c === ']') depth--
    if (c === ',' && depth === 0) {
      if (current.trim() !== '') out.push(current.trim())
      current = ''
    } else {
      current += c
    }
  }
  if (current.trim() !== '') out.push(current.trim())
  return out
}

export interface FacetRequest {
  field: string
  sortAlpha?: 'asc' | 'desc'
}

/**
 * Parses one `facet_by` entry: `field`, `field(sort_by: _alpha:asc)` or a `prefix*` wildcard. Numeric range
 * facets and sorting by a sibling field are not supported.
 */
export function parseFacetRequest(
  entry: string,
  isFacetField: (name: string) => boolean,
  allFacetFields: () => string[],
): FacetRequest[] {
  const open = entry.indexOf('(')
  const star = entry.indexOf('*')
  if (star >= 0 && star !== entry.length - 1)
    throw notFound('Only prefix matching with a wildcard is allowed.')
  if (entry.endsWith('*') && open < 0) {
    const prefix = entry.slice(0, -1)
    const matches = allFacetFields().filter((name) => name.startsWith(prefix))
    if (matches.length === 0) throw notFound(`Could not find a facet field for \`${entry}\` in the schema.`)
    return matches.map((field) => ({ field }))
  }
  const field = (open < 0 ? entry : entry.slice(0, open)).trim()
  if (!isFacetField(field)) throw notFound(`Could not find a facet field named \`${field}\` in the schema.`)
  if (open < 0) return [{ field }]
  if (!entry.endsWith(')')) throw badRequest('Invalid facet format.')
  const inner = entry.slice(open + 1, -1).trim()
  const alpha = /^sort_by\s*:\s*_alpha\s*:\s*(asc|desc)$/i.exec(inner)
  if (!alpha) {
    if (inner.includes('[')) throw badRequest('Range facets are not supported by the embedded search engine.')
    throw badRequest(`Invalid facet param \`${inner}\`.`)
  }
  return [{ field, sortAlpha: alpha[1]!.toLowerCase() as 'asc' | 'desc' }]
}
