import {
  and,
  everything,
  type FilterExpression,
  type FilterValue,
  type FilterValues,
  nothing,
  or,
} from './filter-expression.ts'

/**
 * The one writer of Typesense `filter_by` text. Every sub-expression is written in parentheses, since
 * `&&` and `||` share one precedence and associate left in Typesense: `a && b || c` is `(a && b) || c`.
 *
 * Values are never escaped: Typesense's tokenizer turns its quote on and off at every backtick, whatever
 * precedes it, and its value splitter reads a backslash before a backtick as an escape. So a value is
 * written in backticks only when it can be read back as that same value, and any other is refused
 * (`UnwritableFilterError`): see `valueRefusal`.
 */

export class UnwritableFilterError extends Error {
  readonly reason: string

  constructor(reason: string) {
    super(`Cannot write this search filter: ${reason}.`)
    this.name = 'UnwritableFilterError'
    this.reason = reason
  }
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** What would make Typesense read a string value in backticks as something else. */
const stringRefusals: readonly [test: (value: string) => boolean, reason: string][] = [
  [(value) => value === '', 'it is empty'],
  [(value) => value.includes('`'), 'it holds a backtick'],
  [(value) => value.endsWith('\\'), 'it ends with a backslash, which would escape the closing backtick'],
  [(value) => /^\s|\s$/u.test(value), 'it starts or ends with white space, which Typesense trims'],
  [(value) => /\p{Cc}/u.test(value), 'it holds a control character'],
  [(value) => LONE_SURROGATE.test(value), 'it holds half a surrogate pair'],
  [(value) => value.endsWith('*'), 'it ends with *, a prefix match'],
  [(value) => value.startsWith('"') && value.endsWith('"'), 'it is in double quotes, a phrase match'],
  // The tokenizer looks for a geo value after any colon, inside backticks too.
  [(value) => /:\s*[([]/u.test(value), 'a colon before a parenthesis or bracket starts a geo value'],
]

/** Why the writer refuses a value, or null when it writes it. */
export function valueRefusal(value: FilterValue): string | null {
  if (typeof value === 'boolean') return null
  if (typeof value === 'number') return Number.isFinite(value) ? null : 'a number must be finite'
  for (const [test, reason] of stringRefusals) if (test(value)) return `${JSON.stringify(value)}: ${reason}`
  return null
}

export function isWritableValue(value: FilterValue): boolean {
  return valueRefusal(value) === null
}

/**
 * The `filter_by` text of a filter: '' for one that matches every car. Throws `UnwritableFilterError` for a
 * value it refuses and for a filter that matches no car (`matchesNothing`: do not make that search).
 */
export function writeFilter(expression: FilterExpression): string {
  const simplified = simplify(expression)
  if (simplified.kind === 'everything') return ''
  if (simplified.kind === 'nothing') throw new UnwritableFilterError('it matches no car')
  return write(simplified)
}

/** The constructors' simplifications, again, for a tree built by hand. */
function simplify(expression: FilterExpression): FilterExpression {
  switch (expression.kind) {
    case 'and':
      return and(...expression.parts.map(simplify))
    case 'or':
      return or(...expression.parts.map(simplify))
    case 'anyOf':
      if (expression.values.length > 0) return expression
      return expression.negate ? everything : nothing
    default:
      return expression
  }
}

function write(expression: FilterExpression): string {
  switch (expression.kind) {
    case 'everything':
    case 'nothing':
      throw new UnwritableFilterError(`'${expression.kind}' inside a filter was not simplified away`)
    case 'and':
    case 'or':
      return expression.parts
        .map((part) => `(${write(part)})`)
        .join(expression.kind === 'and' ? ' && ' : ' || ')
    case 'anyOf':
      return `${field(expression.field)}:${expression.negate ? '!=' : '='}[${listText(expression.values)}]`
    case 'compare':
      return `${field(expression.field)}:${expression.comparator}${numberText(expression.value)}`
    case 'between':
      return `${field(expression.field)}:[${numberText(expression.min)}..${numberText(expression.max)}]`
    case 'withinRadius':
      return radiusText(expression)
  }
}

function field(name: string): string {
  if (!FIELD_NAME.test(name)) throw new UnwritableFilterError(`${JSON.stringify(name)} is no field name`)
  return name
}

function listText(values: FilterValues): string {
  const type = typeof values[0]
  return values
    .map((value: FilterValue) => {
      if (typeof value !== type) throw new UnwritableFilterError('a list mixes types')
      return valueText(value)
    })
    .join(',')
}

/** Numbers and booleans bare (a quoted number is no number to an int32 field), strings in backticks. */
function valueText(value: FilterValue): string {
  const refusal = valueRefusal(value)
  if (refusal) throw new UnwritableFilterError(refusal)
  return typeof value === 'string' ? `\`${value}\`` : String(value)
}

/** JavaScript's shortest text for a double, which Typesense's number parsers read back as the same. */
function numberText(value: number): string {
  if (!Number.isFinite(value)) throw new UnwritableFilterError(`${value}: a number must be finite`)
  return String(value)
}

/** Typesense reads a radius as a 32-bit float, so only one that is exactly such a float is written. */
function radiusText({ field: name, lat, lng, km }: Extract<FilterExpression, { kind: 'withinRadius' }>) {
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180))
    throw new UnwritableFilterError(`(${lat}, ${lng}) is no point on Earth`)
  if (!(km > 0) || Math.fround(km) !== km)
    throw new UnwritableFilterError(`${km} km is not a radius Typesense reads exactly`)
  return `${field(name)}:(${numberText(lat)}, ${numberText(lng)}, ${numberText(km)} km)`
}
