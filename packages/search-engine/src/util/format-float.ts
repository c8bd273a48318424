/** Formats a number like C++ `std::ostream << float` (`%g`, 6 significant digits), as Typesense does. */
export function formatFloat(value: number): string {
  if (value === 0) return '0'
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'nan' : value > 0 ? 'inf' : '-inf'
  const exp = value.toExponential(5)
  const [mantissa, exponentText] = exp.split('e') as [string, string]
  const exponent = Number(exponentText)
  if (exponent < -4 || exponent >= 6) {
    const trimmed = trimZeros(mantissa)
    const sign = exponent < 0 ? '-' : '+'
    const digits = String(Math.abs(exponent)).padStart(2, '0')
    return `${trimmed}e${sign}${digits}`
  }
  return trimZeros(value.toFixed(Math.max(0, 5 - exponent)))
}

function trimZeros(text: string): string {
  if (!text.includes('.')) return text
  return text.replace(/0+$/, '').replace(/\.$/, '')
}
