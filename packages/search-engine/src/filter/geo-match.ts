import { badRequest } from '../errors.ts'
import { SphericalPolygon } from '../geo/spherical-polygon.ts'
import { Bitset } from '../index/bitset.ts'
import type { FilterClause } from './filter-ast.ts'
import type { FilterTarget } from './filter-target.ts'

/**
 * Documents with a point inside any of the clause's circles or polygons. Typesense skips the exact test
 * when a shape is larger than `exact_filter_radius` and returns what its S2 cell covering finds; this
 * engine always tests exactly, so it may return fewer documents near the edge of such a shape.
 */
export function geoMatches(clause: Extract<FilterClause, { kind: 'geo' }>, target: FilterTarget): Bitset {
  const out = new Bitset(target.ordinalCount)
  const index = target.geoIndex(clause.field)
  const several = clause.shapes.length > 1
  clause.shapes.forEach((shape, position) => {
    if (shape.kind === 'circle') {
      index?.markWithinRadius(shape.lat, shape.lng, shape.radiusMeters, out)
      return
    }
    const polygon = new SphericalPolygon(shape.vertices)
    const error = polygon.validationError()
    if (error !== undefined) {
      throw badRequest(`Polygon${several ? ` at position ${position + 1}` : ''} is invalid: ${error}`)
    }
    index?.markWithinPolygon(polygon, out)
  })
  return out
}
