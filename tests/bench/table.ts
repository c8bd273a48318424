/** Plain-text tables: left-aligned first column(s), right-aligned figures. */
export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly string[])[],
  leftColumns = 1,
): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) =>
        column < leftColumns ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '-'.repeat(width)).join('  ')
  return [line(headers), rule, ...rows.map(line)].join('\n')
}

export const integer = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? 'n/a' : Math.round(value).toLocaleString('en-AU')

export const milliseconds = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? 'n/a' : value < 10 ? value.toFixed(2) : value.toFixed(1)

export const ratio = (numerator: number | undefined, denominator: number | undefined) =>
  numerator === undefined || denominator === undefined || denominator === 0
    ? 'n/a'
    : `${(numerator / denominator).toFixed(2)}x`
