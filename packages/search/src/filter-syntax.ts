/** Building blocks for Typesense `filter_by` strings, with values quoted so no input can change the filter. */

export function quote(value: string): string {
  return `\`${value.replaceAll('`', '\\`')}\``
}

export function exactAny(field: string, values: readonly string[]): string {
  return `${field}:=[${values.map(quote).join(',')}]`
}

export function and(...clauses: readonly (string | null | undefined | false)[]): string {
  return clauses
    .filter((clause): clause is string => !!clause)
    .map((clause) => `(${clause})`)
    .join(' && ')
}
