/**
 * Breaks text into lines no wider than `maxWidth` as `measure` reports widths, at spaces where it can. A
 * word wider than a whole line (a long web address) is split wherever it must be.
 */
export function wrapText(text: string, maxWidth: number, measure: (text: string) => number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split(/\r?\n/)) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word
      if (measure(candidate) <= maxWidth) {
        line = candidate
        continue
      }
      if (line) lines.push(line)
      line = ''
      for (const piece of splitWord(word, maxWidth, measure)) {
        if (line) lines.push(line)
        line = piece
      }
    }
    lines.push(line)
  }
  return lines
}

function splitWord(word: string, maxWidth: number, measure: (text: string) => number): string[] {
  const pieces: string[] = []
  let piece = ''
  for (const character of word) {
    if (piece && measure(piece + character) > maxWidth) {
      pieces.push(piece)
      piece = ''
    }
    piece += character
  }
  pieces.push(piece)
  return pieces
}
