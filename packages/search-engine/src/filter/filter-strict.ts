import { isDeepStrictEqual } from 'node:util'
import { badRequest } from '../errors.ts'
import type { FilterClause, FilterNode, FilterTree } from './filter-ast.ts'
import { type FieldTypeLookup, parseClause } from './filter-clause.ts'
import { filterTree, parseFilter } from './filter-parse.ts'

/**
 * Reading a filter that comes from outside (a browser) so that it can be combined with another as a tree
 * and written again without any chance of its text changing meaning (docs/decisions/042-search-gateway.md).
 *
 * Typesense's tokenizer, like the engine's, toggles its quoting on every backtick and has no escape, and
 * `&&` and `||` share one precedence: text that is ambiguous to a reader is refused here, and a filter that
 * is accepted is kept as its clauses' own texts in a tree, so writing it again adds only parentheses.
 */

/** A clause as the request wrote it, with what it means. */
export interface ClauseText {
  op: 'clause'
  text: string
  clause: FilterClause
}

export type WrittenFilterTree = FilterTree<ClauseText>

/** Reads `filter_by` text strictly; undefined for an empty filter. Throws a 400 `ApiError` saying why. */
export function readFilterStrictly(text: string, lookup: FieldTypeLookup): WrittenFilterTree | undefined {
  const backticks = text.split('`').length - 1
  if (backticks % 2 !== 0) {
    throw badRequest(
      'The filter has an odd number of backticks: every quoted value needs an opening and a closing backtick.',
    )
  }
  if (text.includes('\\`')) {
    throw badRequest(
      'The filter has a backslash before a backtick: a backtick cannot be escaped inside a quoted value.',
    )
  }
  if (hasControlCharacter(text)) throw badRequest('The filter has a control character.')
  let depth = 0
  let quoted = false
  for (const c of text) {
    if (c === '`') quoted = !quoted
    else if (!quoted && c === '(') depth++
    else if (!quoted && c === ')' && --depth < 0) break
  }
  if (depth !== 0) throw badRequest('The filter has unbalanced parentheses.')
  return filterTree<ClauseText>(
    text,
    (clause) => ({ op: 'clause', text: clause, clause: parseClause(clause, lookup) }),
    true,
  )
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i)
    if (code < 0x20 || code === 0x7f) return true
  }
  return false
}

/** Every binary node parenthesised on both sides, so no reader's precedence can regroup it. */
export function writeFilterTree(node: WrittenFilterTree): string {
  if (node.op === 'clause') return node.text
  const operator = node.op === 'and' ? '&&' : '||'
  return `(${writeFilterTree(node.left)}) ${operator} (${writeFilterTree(node.right)})`
}

/** The meaning of a tree read strictly: the parser's own tree, without the clause texts. */
export function meaningOf(node: WrittenFilterTree): FilterNode {
  if (node.op === 'clause') return { op: 'clause', clause: node.clause }
  return { op: node.op, left: meaningOf(node.left), right: meaningOf(node.right) }
}

/**
 * `(scope) && (request)` as one filter text, checked by reading it back: the engine's parser must find
 * exactly the tree that was written, or the filter is refused rather than sent.
 */
export function writeScopedFilter(
  scope: WrittenFilterTree,
  request: WrittenFilterTree | undefined,
  lookup: FieldTypeLookup,
): string {
  const tree: WrittenFilterTree = request ? { op: 'and', left: scope, right: request } : scope
  const text = writeFilterTree(tree)
  if (!isDeepStrictEqual(parseFilter(text, lookup), meaningOf(tree))) {
    throw badRequest('The filter cannot be combined with the key’s filter unambiguously.')
  }
  return text
}
