// Letters that Unicode decomposition does not reduce to ASCII but iconv's ASCII//TRANSLIT does.
const SPECIAL: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
  ð: 'd',
  Ð: 'D',
  ı: 'i',
}

const COMBINING_MARKS = /[\u0300-\u036f]/g
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u
const cache = new Map<string, string>()

/**
 * Folds one non-ASCII character the way Typesense's default tokenizer does: transliterate to ASCII, keep
 * only letters and digits, lower-case. Characters with no ASCII form are kept (lower-cased) when they are
 * letters or digits, and dropped otherwise.
 */
export function foldNonAscii(char: string): string {
  const cached = cache.get(char)
  if (cached !== undefined) return cached
  let out = SPECIAL[char] ?? char.normalize('NFKD').replace(COMBINING_MARKS, '')
  let folded = ''
  for (const c of out) {
    const code = c.charCodeAt(0)
    if (code < 128) {
      if (isAsciiAlnum(code)) folded += c.toLowerCase()
    } else if (LETTER_OR_DIGIT.test(c)) {
      folded += c.toLowerCase()
    }
  }
  out = folded
  cache.set(char, out)
  return out
}

export function isAsciiAlnum(code: number): boolean {
  return (code >= 48 && code <= 57) || (code >= 65 && code <= 90) || (code >= 97 && code <= 122)
}
