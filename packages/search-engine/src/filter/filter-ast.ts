export type Comparator =
  | 'EQUALS'
  | 'NOT_EQUALS'
  | 'CONTAINS'
  | 'CONTAINS_PHRASE'
  | 'LT'
  | 'LTE'
  | 'GT'
  | 'GTE'
  | 'RANGE'

export interface NumericCondition {
  comparator: Comparator
  value: number
  /** Upper bound for `RANGE`. */
  upper?: number
}

export type FilterClause =
  | { kind: 'numeric'; field: string; conditions: NumericCondition[]; negate: boolean }
  | { kind: 'bool'; field: string; conditions: { comparator: Comparator; value: boolean }[]; negate: boolean }
  | { kind: 'string'; field: string; values: { comparator: Comparator; value: string }[]; negate: boolean }
  | { kind: 'id'; ids: string[] | '*'; negate: boolean }
  | { kind: 'geo'; field: string; shapes: GeoShape[]; negate: false }

/** One value of a geopoint filter: a radius around a point, or a polygon (vertices in degrees). */
export type GeoShape =
  | { kind: 'circle'; lat: number; lng: number; radiusMeters: number; exactRadiusMeters?: number }
  | { kind: 'polygon'; vertices: { lat: number; lng: number }[]; exactRadiusMeters?: number }

/** `&&` and `||` over leaves: parsed clauses (FilterNode), or clause texts as written (filter-strict.ts). */
export type FilterTree<Leaf> = { op: 'and' | 'or'; left: FilterTree<Leaf>; right: FilterTree<Leaf> } | Leaf

export type FilterNode = FilterTree<{ op: 'clause'; clause: FilterClause }>
