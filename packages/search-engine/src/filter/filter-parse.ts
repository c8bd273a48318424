import { badRequest } from '../errors.ts'
import type { FilterNode, FilterTree } from './filter-ast.ts'
import { type FieldTypeLookup, parseClause } from './filter-clause.ts'
import { tokenizeFilter } from './filter-tokenize.ts'

const MAX_OPERATIONS = 100

function isOperator(token: string): boolean {
  return token === '&&' || token === '||'
}

/** Shunting-yard: `&&` and `||` share one precedence and associate left, as in Typesense. */
function toPostfix(tokens: string[]): string[] {
  const output: string[] = []
  const stack: string[] = []
  for (const token of tokens) {
    if (isOperator(token)) {
      while (stack.length > 0 && stack[stack.length - 1] !== '(') output.push(stack.pop()!)
      stack.push(token)
    } else if (token === '(') {
      stack.push(token)
    } else if (token === ')') {
      while (stack.length > 0 && stack[stack.length - 1] !== '(') output.push(stack.pop()!)
      if (stack.length === 0) throw badRequest('Could not parse the filter query: unbalanced parentheses.')
      stack.pop()
    } else {
      output.push(token)
    }
  }
  while (stack.length > 0) {
    const top = stack.pop()!
    if (top === '(') throw badRequest('Could not parse the filter query: unbalanced parentheses.')
    output.push(top)
  }
  return output
}

/**
 * A filter's tokens as a tree of `and`/`or` nodes over leaves made by `leaf`, with Typesense's precedence.
 * Clauses side by side without an operator (`(a)(b)`) leave Typesense with the last one as the root; the
 * `strict` reading refuses them instead.
 */
export function filterTree<Leaf>(
  query: string,
  leaf: (clause: string) => Leaf,
  strict = false,
): FilterTree<Leaf> | undefined {
  if (query.trim() === '') return undefined
  const postfix = toPostfix(tokenizeFilter(query))
  if (postfix.length > MAX_OPERATIONS) {
    throw badRequest(
      `\`filter_by\` has too many operations. Maximum allowed: ${MAX_OPERATIONS}. Use \`--filter-by-max-ops\` command line argument to customize this value.`,
    )
  }
  const stack: FilterTree<Leaf>[] = []
  for (const token of postfix) {
    if (isOperator(token)) {
      const right = stack.pop()
      const left = stack.pop()
      if (!right || !left)
        throw badRequest(`Could not parse the filter query: unbalanced \`${token}\` operands.`)
      stack.push({ op: token === '&&' ? 'and' : 'or', left, right })
    } else {
      stack.push(leaf(token))
    }
  }
  if (strict && stack.length > 1)
    throw badRequest('Could not parse the filter query: two clauses stand side by side without `&&` or `||`.')
  const root = stack[stack.length - 1]
  if (!root) throw badRequest('Filter query cannot be empty.')
  return root
}

/** Parses a whole `filter_by` expression; returns undefined for an empty one. */
export function parseFilter(query: string, lookup: FieldTypeLookup): FilterNode | undefined {
  return filterTree<FilterNode>(query, (clause) => ({ op: 'clause', clause: parseClause(clause, lookup) }))
}
