/**
 * The `make_model` facet (spec, stock document section 3, "Search facet attributes: … make, make_model,
 * model …") as a hierarchy of make, then model, with InstantSearch's hierarchical menu semantics: a value
 * is a path from the top level, its levels joined by ' > '. 'Toyota' refines the make; 'Toyota > HiLux'
 * refines the make and its model. The stock index holds both levels (`make`, and `make_model` written as
 * 'Toyota > HiLux'), so each level is a plain facet of its own.
 */

export const MAKE_MODEL_SEPARATOR = ' > '

export interface MakeModelPath {
  make: string
  /** Null for the top level: every model of the make. */
  model: string | null
}

/**
 * The path a value names, its levels trimmed (so 'Toyota>HiLux' is 'Toyota > HiLux'); null for one that
 * names no level of the hierarchy (an empty level, or a level below model): it matches no car.
 */
export function parseMakeModel(value: string): MakeModelPath | null {
  const levels = value.split('>').map((level) => level.trim())
  if (levels.some((level) => level === '') || levels.length > 2) return null
  const [make, model = null] = levels
  return make ? { make, model } : null
}

/** 'Toyota > HiLux', or 'Toyota' for the make alone: the value of the path's deepest level. */
export function makeModelValue(path: MakeModelPath): string {
  return path.model === null ? path.make : `${path.make}${MAKE_MODEL_SEPARATOR}${path.model}`
}
