import { Bitset } from '../index/bitset.ts'
import type { FilterClause, FilterNode } from './filter-ast.ts'
import type { FilterTarget } from './filter-target.ts'
import { geoMatches } from './geo-match.ts'
import { numericMatches } from './numeric-match.ts'
import { matchStringValue } from './string-match.ts'

/** Evaluates a parsed filter to the set of live documents that pass it. */
export function evaluateFilter(node: FilterNode, target: FilterTarget): Bitset {
  const alive = target.alive()
  return evaluateNode(node, target, alive)
}

/**
 * The documents of `scope` that pass `node`. The right side of an AND is evaluated within what the left
 * side let through, so a site's filter (its dealers first) narrows the rest to its own cars: a numeric
 * clause then checks those cars, not every car on the platform.
 */
function evaluateNode(node: FilterNode, target: FilterTarget, scope: Bitset): Bitset {
  if (node.op === 'clause') return evaluateClause(node.clause, target, scope)
  const left = evaluateNode(node.left, target, scope)
  if (node.op === 'and') return left.isEmpty() ? left : evaluateNode(node.right, target, left)
  return left.or(evaluateNode(node.right, target, scope))
}

function evaluateClause(clause: FilterClause, target: FilterTarget, alive: Bitset): Bitset {
  const size = target.ordinalCount
  let matched: Bitset
  switch (clause.kind) {
    case 'id':
      matched = clause.ids === '*' ? alive.clone() : idMatches(clause.ids, target)
      break
    case 'geo':
      matched = geoMatches(clause, target)
      break
    case 'numeric':
    case 'bool':
      matched = numericClauseMatches(clause, target, alive)
      break
    case 'string': {
      const index = target.textIndex(clause.field)
      matched = new Bitset(size)
      if (index) {
        const within = narrow(alive, size)
        for (const { comparator, value } of clause.values) {
          matched.orInPlace(
            matchStringValue(
              clause.field,
              index,
              size,
              comparator,
              value,
              target.maxFilterCandidates,
              target.rankByFrequency,
              within,
            ),
          )
        }
      }
      break
    }
  }
  return clause.negate ? alive.andNot(matched) : matched.and(alive)
}

function idMatches(ids: readonly string[], target: FilterTarget): Bitset {
  const set = new Bitset(target.ordinalCount)
  for (const id of ids) {
    const ordinal = target.ordinalOfId(id)
    if (ordinal !== undefined) set.add(ordinal)
  }
  return set
}

function numericClauseMatches(
  clause: Extract<FilterClause, { kind: 'numeric' | 'bool' }>,
  target: FilterTarget,
  alive: Bitset,
): Bitset {
  const size = target.ordinalCount
  const index = target.numericIndex(clause.field)
  const result = new Bitset(size)
  if (!index) return result
  const within = narrow(alive, size)
  const conditions = clause.conditions.map((c) =>
    clause.kind === 'bool'
      ? { comparator: c.comparator, value: (c.value as boolean) ? 1 : 0 }
      : {
          ...c,
          value: index.normalize(c.value as number),
          upper: index.normalize((c as { upper?: number }).upper ?? 0),
        },
  )
  for (const condition of conditions) {
    if (condition.comparator === 'NOT_EQUALS') {
      // Typesense: every document except those holding the value, including documents without the field.
      const equal = { comparator: 'EQUALS' as const, value: condition.value }
      result.orInPlace(alive.andNot(scan(index, size, (v) => numericMatches(equal, v), within)))
    } else {
      result.orInPlace(scan(index, size, (v) => numericMatches(condition, v), within))
    }
  }
  return result
}

/** Below one document in this many, a scope is checked document by document. */
const SPARSE_SCOPE_RATIO = 16

/**
 * A narrow scope's documents (a site's cars among the platform's), which clauses then check one by one;
 * undefined for a wide one, which they answer from their indexes over all documents.
 */
function narrow(scope: Bitset, size: number): Uint32Array | undefined {
  return scope.count() * SPARSE_SCOPE_RATIO < size ? scope.toArray() : undefined
}

/** The ordinals whose value passes `test`: all of them, or only those in `within` (ascending) when given. */
function scan(
  index: NonNullable<ReturnType<FilterTarget['numericIndex']>>,
  size: number,
  test: (value: number) => boolean,
  within?: Uint32Array,
): Bitset {
  const out = new Bitset(size)
  const words = out.words
  if (!index.isArray) {
    const { values, present } = index.columns()
    const limit = Math.min(size, values.length)
    if (within) {
      for (let i = 0; i < within.length; i++) {
        const o = within[i]!
        if (o < limit && present[o] === 1 && test(values[o]!)) words[o >>> 5]! |= 1 << (o & 31)
      }
      return out
    }
    for (let o = 0; o < limit; o++) {
      if (present[o] === 1 && test(values[o]!)) words[o >>> 5]! |= 1 << (o & 31)
    }
    return out
  }
  if (within) {
    for (let i = 0; i < within.length; i++) {
      const o = within[i]!
      const list = index.all(o)
      for (let k = 0; k < list.length; k++) {
        if (test(list[k]!)) {
          words[o >>> 5]! |= 1 << (o & 31)
          break
        }
      }
    }
    return out
  }
  for (let o = 0; o < size; o++) {
    const list = index.all(o)
    for (let i = 0; i < list.length; i++) {
      if (test(list[i]!)) {
        words[o >>> 5]! |= 1 << (o & 31)
        break
      }
    }
  }
  return out
}
