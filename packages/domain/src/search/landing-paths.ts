import type { ListRefinements } from './url-state.ts'

/**
 * Landing paths of the results page (spec, forms document section 2): /search/new-cars, /used-cars,
 * /demo-cars and /new-used-and-demo-cars list stock by condition; /search/{make}, /search/{make}/{model},
 * /search/{body} and /search/{dealership_slug} are filtered listings. Each path pre-refines the search.
 * A single segment is tried as a condition, then a make, a body and a dealership, so a make wins over a
 * body of the same slug. Anything unknown resolves to null, for the route to answer 404.
 */

export const SEARCH_ROOT = '/search'

export const conditionLandings = {
  'new-cars': ['new'],
  'used-cars': ['used'],
  'demo-cars': ['demo'],
  'new-used-and-demo-cars': ['new', 'used', 'demo'],
} as const satisfies Record<string, readonly string[]>
export type ConditionSlug = keyof typeof conditionLandings

export interface LandingCatalogue {
  makes: readonly string[]
  models: readonly { make: string; model: string }[]
  bodies: readonly string[]
  dealerships: readonly { slug: string; name: string }[]
}

export type LandingTarget =
  | { kind: 'all' }
  | { kind: 'condition'; condition: ConditionSlug }
  | { kind: 'make'; make: string }
  | { kind: 'model'; make: string; model: string }
  | { kind: 'body'; body: string }
  | { kind: 'dealership'; slug: string; name: string }

export type Landing = LandingTarget & { path: string; refinements: ListRefinements }

/** 'Mercedes-Benz' -> 'mercedes-benz', 'Cab Chassis' -> 'cab-chassis', 'CX-5' -> 'cx-5'. */
export function slugify(value: string): string {
  return value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export function landingPath(target: LandingTarget): string {
  switch (target.kind) {
    case 'all':
      return SEARCH_ROOT
    case 'condition':
      return `${SEARCH_ROOT}/${target.condition}`
    case 'make':
      return `${SEARCH_ROOT}/${slugify(target.make)}`
    case 'model':
      return `${SEARCH_ROOT}/${slugify(target.make)}/${slugify(target.model)}`
    case 'body':
      return `${SEARCH_ROOT}/${slugify(target.body)}`
    case 'dealership':
      return `${SEARCH_ROOT}/${target.slug}`
  }
}

function refinementsOf(target: LandingTarget): ListRefinements {
  switch (target.kind) {
    case 'all':
      return {}
    case 'condition':
      // All three conditions is the whole stock: no refinement to show or clear.
      return target.condition === 'new-used-and-demo-cars'
        ? {}
        : { car_type: [...conditionLandings[target.condition]] }
    case 'make':
      return { make: [target.make] }
    case 'model':
      return { make: [target.make], model: [target.model] }
    case 'body':
      return { body: [target.body] }
    case 'dealership':
      return { dealership_name: [target.name] }
  }
}

const landing = (target: LandingTarget): Landing => ({
  ...target,
  path: landingPath(target),
  refinements: refinementsOf(target),
})

function findBySlug(values: readonly string[], slug: string): string | undefined {
  return values.find((value) => slugify(value) === slug)
}

/** The landing for the path segments after /search (already URL-decoded), or null when unknown. */
export function resolveLanding(segments: readonly string[], catalogue: LandingCatalogue): Landing | null {
  const slugs = segments.filter((segment) => segment !== '').map((segment) => segment.toLowerCase())
  const [first, second, ...rest] = slugs
  if (first === undefined) return landing({ kind: 'all' })
  if (rest.length > 0) return null
  if (second !== undefined) {
    const make = findBySlug(catalogue.makes, first)
    if (!make) return null
    const model = catalogue.models.find(
      (entry) => slugify(entry.make) === first && slugify(entry.model) === second,
    )?.model
    return model ? landing({ kind: 'model', make, model }) : null
  }
  if (Object.hasOwn(conditionLandings, first)) {
    return landing({ kind: 'condition', condition: first as ConditionSlug })
  }
  const make = findBySlug(catalogue.makes, first)
  if (make) return landing({ kind: 'make', make })
  const body = findBySlug(catalogue.bodies, first)
  if (body) return landing({ kind: 'body', body })
  const dealership = catalogue.dealerships.find((entry) => entry.slug === first)
  if (dealership) return landing({ kind: 'dealership', slug: dealership.slug, name: dealership.name })
  return null
}
