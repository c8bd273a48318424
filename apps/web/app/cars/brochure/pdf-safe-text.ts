/**
 * Text a PDF font can draw: the standard PDF fonts only encode WinAnsi characters, and drawing any other
 * character throws. Whitespace becomes a plain space, an accented letter outside the set loses its
 * accent, and anything else becomes '?'.
 */
export function pdfSafeText(text: string, supported: ReadonlySet<number>): string {
  let safe = ''
  for (const character of text.normalize('NFC')) {
    const code = character.codePointAt(0) as number
    if (/\s/.test(character)) safe += ' '
    else if (supported.has(code)) safe += character
    else {
      const base = character.normalize('NFD').replace(/\p{M}/gu, '')
      safe += base && [...base].every((part) => supported.has(part.codePointAt(0) as number)) ? base : '?'
    }
  }
  return safe
}
