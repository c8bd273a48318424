/** Splits a comma list, honouring backtick quoting (`a, b`) and escaped backticks, like Typesense. */
export function splitToValues(text: string): string[] {
  const values: string[] = []
  let insideTick = false
  let buffer = ''
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!
    const escapedTick = i !== 0 && c === '`' && text[i - 1] === '\\'
    if (c === '`') {
      if (escapedTick) buffer += c
      else if (insideTick && buffer !== '') insideTick = false
      else insideTick = true
    } else if (c === ',' && !insideTick) {
      values.push(buffer.trim())
      buffer = ''
    } else {
      buffer += c
    }
  }
  if (buffer !== '') values.push(buffer.trim())
  return values
}

/** `StringUtils::split` with trimming and without empty parts. */
export function splitTrimmed(text: string, delimiter: string): string[] {
  return text
    .split(delimiter)
    .map((part) => part.trim())
    .filter((part) => part !== '')
}
