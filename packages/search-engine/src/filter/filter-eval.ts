import { Bitset } from '../index/bitset.ts'
import { type DocSet, docSetOf, emptyDocSet, intersect, narrowed, subtract, union } from '../index/doc-set.ts'
import { OrdinalSet } from '../index/ordinal-set.ts'
import type { FilterClause, FilterNode } from './filter-ast.ts'
import type { FilterTarget } from './filter-target.ts'
import { geoMatches } from './geo-match.ts'
import { numericMatches } from './numeric-match.ts'
import { matchStringValue } from './string-match.ts'

/** Evaluates a parsed filter to the set of live documents that pass it. */
export function evaluateFilter(node: FilterNode, target: FilterTarget): DocSet {
  // Not narrowed: a collection rebuilds its indexes before its deleted documents outnumber the live ones.
  return evaluateNode(node, target, target.alive())
}

/**
 * The documents of `scope` that pass `node`. The right side of an AND is evaluated within what the left
 * side let through, so a site's filter (its dealers first) narrows the rest to its own cars. A narrow scope
 * is carried as its ordinals (`OrdinalSet`): numeric, bool, id and exact string clauses then check those
 * documents only and answer with a list of them, nothing sized by the platform's cars (geo and other string
 * clauses are still answered over every document, then intersected).
 */
function evaluateNode(node: FilterNode, target: FilterTarget, scope: DocSet): DocSet {
  if (node.op === 'clause') return evaluateClause(node.clause, target, scope)
  if (node.op === 'or')
    return union(evaluateNode(node.left, target, scope), evaluateNode(node.right, target, scope))
  let result = scope
  for (const [i, operand] of andOperands(node).entries()) {
    result = evaluateNode(operand, target, i === 0 ? scope : narrowed(result))
    if (result.isEmpty()) break
  }
  return result
}

/**
 * An AND chain's operands, those answered from posting lists first (exact strings, ids), then those that
 * check each document of their scope (numbers, booleans, alternatives), geo last: the later ones then
 * check only what the earlier let through. `dealer && (not sold || recent) && car type && make` checks
 * the dates of the site's cars of that type and make, not of every car of a dealer group. The order
 * changes no result (AND is commutative); among equals the written order stays.
 */
function andOperands(node: FilterNode): FilterNode[] {
  const operands: FilterNode[] = []
  const collect = (part: FilterNode) => {
    if (part.op === 'and') {
      collect(part.left)
      collect(part.right)
    } else operands.push(part)
  }
  collect(node)
  return operands
    .map((operand, index) => ({ operand, index, rank: evaluationRank(operand) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ operand }) => operand)
}

function evaluationRank(node: FilterNode): number {
  if (node.op !== 'clause') return 1
  const { clause } = node
  if (clause.negate) return 1
  if (clause.kind === 'id') return 0
  if (clause.kind === 'string') return clause.values.every((v) => v.comparator === 'EQUALS') ? 0 : 1
  return clause.kind === 'geo' ? 2 : 1
}

function evaluateClause(clause: FilterClause, target: FilterTarget, scope: DocSet): DocSet {
  const matched = clauseMatches(clause, target, scope)
  return clause.negate ? subtract(scope, matched) : intersect(matched, scope)
}

/** Documents passing the clause (not negated): at least those of `scope`, possibly others. */
function clauseMatches(clause: FilterClause, target: FilterTarget, scope: DocSet): DocSet {
  const size = target.ordinalCount
  switch (clause.kind) {
    case 'id':
      return clause.ids === '*' ? scope : idMatches(clause.ids, target)
    case 'geo':
      return geoMatches(clause, target)
    case 'numeric':
    case 'bool':
      return numericClauseMatches(clause, target, scope)
    case 'string': {
      const index = target.textIndex(clause.field)
      let matched: DocSet = emptyDocSet(size)
      if (!index) return matched
      const within = scope instanceof OrdinalSet ? scope.ordinals : undefined
      for (const { comparator, value } of clause.values) {
        const one = matchStringValue(
          clause.field,
          index,
          size,
          comparator,
          value,
          target.maxFilterCandidates,
          target.rankByFrequency,
          within,
        )
        matched = union(matched, one)
      }
      return matched
    }
  }
}

function idMatches(ids: readonly string[], target: FilterTarget): DocSet {
  const ordinals = new Set<number>()
  for (const id of ids) {
    const ordinal = target.ordinalOfId(id)
    if (ordinal !== undefined) ordinals.add(ordinal)
  }
  return docSetOf(
    target.ordinalCount,
    Uint32Array.from(ordinals).sort((a, b) => a - b),
  )
}

function numericClauseMatches(
  clause: Extract<FilterClause, { kind: 'numeric' | 'bool' }>,
  target: FilterTarget,
  scope: DocSet,
): DocSet {
  const size = target.ordinalCount
  const index = target.numericIndex(clause.field)
  let result: DocSet = emptyDocSet(size)
  if (!index) return result
  const within = scopeOrdinals(scope)
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
      result = union(
        result,
        subtract(
          scope,
          scan(index, size, (v) => numericMatches(equal, v), within),
        ),
      )
    } else {
      result = union(
        result,
        scan(index, size, (v) => numericMatches(condition, v), within),
      )
    }
  }
  return result
}

/**
 * The documents a numeric clause checks one by one instead of all of them: a list scope's, or a bitset
 * scope's when it holds under a quarter of the documents (a dealer group's cars of one type: reading their
 * dates costs less than reading every car's). String clauses keep bitsets there: meeting a wide scope's list
 * with a value's posting list measured slower than the bitsets.
 */
function scopeOrdinals(scope: DocSet): Uint32Array | undefined {
  if (scope instanceof OrdinalSet) return scope.ordinals
  return scope.count() * 4 < scope.size ? scope.toArray() : undefined
}

type NumericIndex = NonNullable<ReturnType<FilterTarget['numericIndex']>>

/**
 * The documents whose value passes `test`: of all of them as a bitset, or of those in `within` (ascending)
 * as a list of them.
 */
function scan(
  index: NumericIndex,
  size: number,
  test: (value: number) => boolean,
  within?: Uint32Array,
): DocSet {
  if (within) return new OrdinalSet(size, scanWithin(index, test, within))
  const out = new Bitset(size)
  const words = out.words
  if (!index.isArray) {
    const { values, present } = index.columns()
    const limit = Math.min(size, values.length)
    for (let o = 0; o < limit; o++) {
      if (present[o] === 1 && test(values[o]!)) words[o >>> 5]! |= 1 << (o & 31)
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

function scanWithin(index: NumericIndex, test: (value: number) => boolean, within: Uint32Array): Uint32Array {
  const out = new Uint32Array(within.length)
  let n = 0
  if (!index.isArray) {
    const { values, present } = index.columns()
    const limit = values.length
    for (let i = 0; i < within.length; i++) {
      const o = within[i]!
      if (o < limit && present[o] === 1 && test(values[o]!)) out[n++] = o
    }
    return out.subarray(0, n)
  }
  for (let i = 0; i < within.length; i++) {
    const o = within[i]!
    const list = index.all(o)
    for (let k = 0; k < list.length; k++) {
      if (test(list[k]!)) {
        out[n++] = o
        break
      }
    }
  }
  return out.subarray(0, n)
}
