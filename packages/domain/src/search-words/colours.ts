import type { SearchWordsContext } from './context.ts'
import { type RuleMatch, stockValuesWithWord, valuesRefinement } from './refinements.ts'
import { matchAny, phrase, type Token } from './tokenise.ts'

/**
 * Colours: a base colour word ('white', 'grey' or 'gray', 'navy') means every stock colour with that word
 * in it ('White', 'Pure White', 'Crystal White Pearl'), as ticking each of them would. Shades typed before it
 * ('dark blue', 'metallic grey') belong to the chip. A colour the stock does not have is still a colour:
 * the search finds nothing and says so, rather than finding it in other words.
 */

/** Base colours with what else shoppers call them; the first word is the facet's spelling. */
export const baseColours: readonly { colour: string; words: readonly string[] }[] = [
  { colour: 'White', words: ['white', 'whites'] },
  { colour: 'Black', words: ['black', 'blacks'] },
  { colour: 'Grey', words: ['grey', 'gray', 'charcoal', 'graphite', 'gunmetal', 'slate'] },
  { colour: 'Silver', words: ['silver'] },
  { colour: 'Blue', words: ['blue', 'navy'] },
  { colour: 'Red', words: ['red', 'reds', 'maroon', 'burgundy'] },
  { colour: 'Orange', words: ['orange'] },
  { colour: 'Green', words: ['green', 'olive'] },
  { colour: 'Brown', words: ['brown', 'bronze'] },
  { colour: 'Yellow', words: ['yellow'] },
  { colour: 'Gold', words: ['gold', 'champagne'] },
  { colour: 'Purple', words: ['purple'] },
  { colour: 'Beige', words: ['beige', 'cream'] },
  { colour: 'Pink', words: ['pink'] },
]

const shadeWords = [
  'dark',
  'light',
  'metallic',
  'pearl',
  'matte',
  'matt',
  'bright',
  'deep',
  'pale',
  'mid',
].map((word) => [word])
const colourWords = [['colour'], ['color'], ['coloured'], ['colored'], ['paint'], ['duco']]

/** The stock colours a base colour means, by its spelling or any of its other names ('Gray', 'Navy Blue'). */
function stockColours(colour: (typeof baseColours)[number], stock: readonly string[]): string[] {
  const found = new Set<string>()
  for (const word of colour.words) for (const value of stockValuesWithWord(stock, word)) found.add(value)
  return [...found]
}

/** 'red', 'dark blue', 'gray', 'white colour'. */
export function colourRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock'>,
): RuleMatch | null {
  let at = start
  while (matchAny(tokens, at, shadeWords) && at - start < 2) at++
  const token = tokens[at]
  if (!token) return null
  const colour = baseColours.find((candidate) => candidate.words.includes(token.compact))
  if (!colour) return null
  at++
  at += matchAny(tokens, at, colourWords)
  const values = stockColours(colour, context.stock.colours)
  return {
    length: at - start,
    refinements: [valuesRefinement('colour', values.length > 0 ? values : [colour.colour])],
  }
}

/** Every base colour word, for callers that must not read them as other things. */
export const colourWordSet: ReadonlySet<string> = new Set([
  ...baseColours.flatMap((colour) => colour.words),
  ...phrase('colour color'),
])
