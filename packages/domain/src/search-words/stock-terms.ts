import type { ListFacetAttribute } from '../search/facet-attributes.ts'
import {
  type SearchSynonym,
  type SearchWordsContext,
  type StockVocabulary,
  synonymAttributes,
} from './context.ts'
import { typoBudget, withinTypos } from './edit-distance.ts'
import { MAX_PHRASE_WORDS, windowKeys } from './phrase-table.ts'
import { type RuleMatch, stockValue, valuesRefinement, type WordsRefinement } from './refinements.ts'
import { compactKey, type Token, wordKeys } from './tokenise.ts'

/**
 * The site's own stock words: its makes, models and badges, any other facet value spelled out in full
 * ('Lunar Silver', 'Pantech'), and the dealer group's synonyms ('troopy'). Makes and models also match
 * when misspelled, within the engine's typo tolerance (edit-distance.ts): 'hilix', 'volkswagon'.
 *
 * A model means its make too (clicking a model is done under its make); a model name shared by several
 * makes means each of them. A word that starts several model names ('landcruiser') means all of them, unless
 * a model is called exactly that ('corolla' is the Corolla, not the Corolla Cross).
 */

/** Everyday names of makes; used only for makes the stock has. */
export const makeAliases: Readonly<Record<string, string>> = {
  vw: 'Volkswagen',
  vdub: 'Volkswagen',
  volksy: 'Volkswagen',
  merc: 'Mercedes-Benz',
  mercedes: 'Mercedes-Benz',
  benz: 'Mercedes-Benz',
  beemer: 'BMW',
  bimmer: 'BMW',
  beamer: 'BMW',
  chevy: 'Chevrolet',
  landie: 'Land Rover',
  rangie: 'Land Rover',
  harley: 'Harley-Davidson',
  hd: 'Harley-Davidson',
  alfa: 'Alfa Romeo',
  mitsu: 'Mitsubishi',
  hyundia: 'Hyundai',
  gmh: 'Holden',
  kwaka: 'Kawasaki',
  kawi: 'Kawasaki',
}

/**
 * Everyday words that happen to start a model's name ('Compact Expedition', 'Low Rider', 'Gold Wing'): by
 * themselves they do not mean the model; its full name does.
 */
const commonModelPrefixes = new Set([
  'compact',
  'low',
  'road',
  'street',
  'speed',
  'off',
  'fat',
  'pan',
  'grand',
  'great',
  'big',
  'small',
  'super',
  'city',
  'cross',
  'classic',
  'special',
  'limited',
  'family',
  'fast',
  'free',
  'sport',
  'sports',
  'power',
  'smart',
  'urban',
  'active',
  'royal',
  'star',
  'top',
  'work',
  'land',
  'range',
  'new',
  'old',
  'gold',
  'silver',
  'black',
  'white',
  'red',
  'blue',
  'green',
])

/** Facets whose stock values match when spelled out in full, in this order of preference. */
const valueFacets: readonly {
  attribute: ListFacetAttribute
  values: (stock: StockVocabulary) => readonly string[]
}[] = [
  { attribute: 'body', values: (stock) => stock.bodies },
  { attribute: 'colour', values: (stock) => stock.colours },
  { attribute: 'fuel', values: (stock) => stock.fuels },
  { attribute: 'transmission', values: (stock) => stock.transmissions },
  { attribute: 'drive', values: (stock) => stock.drives },
  { attribute: 'filtered_features', values: (stock) => stock.features },
  { attribute: 'badge', values: (stock) => stock.badges },
]

interface ModelEntry {
  make: string
  model: string
}

interface StockIndex {
  synonyms: Map<string, { refinements: WordsRefinement[]; label: string }>
  makes: Map<string, string[]>
  models: Map<string, ModelEntry[]>
  modelPrefixes: Map<string, ModelEntry[]>
  /** Model names' leading numbers ('500' of '500 Series'), read only after the make. */
  numericPrefixes: Map<string, ModelEntry[]>
  badgeWords: Map<string, string[]>
  values: Map<string, { attribute: ListFacetAttribute; value: string }>
  /** Keys a misspelling may be near: make and model names and model prefixes of 4 letters or more. */
  fuzzyKeys: string[]
}

const hasLetter = (key: string) => /[a-z]/.test(key)

function add<Value>(map: Map<string, Value[]>, key: string, value: Value) {
  if (!key) return
  const list = map.get(key)
  if (!list) map.set(key, [value])
  else if (!list.includes(value)) list.push(value)
}

/** Badge words too general to mean a badge by themselves (other rules read them, or they are everywhere). */
const generalBadgeWords = new Set([
  '4x4',
  '4x2',
  '2wd',
  '4wd',
  'awd',
  'fwd',
  'rwd',
  'hybrid',
  'phev',
  'ev',
  'diesel',
  'petrol',
  'turbo',
  'auto',
  'manual',
  'lams',
  'abs',
  'cab',
  'chassis',
  'wagon',
  'hatch',
  'sedan',
  'van',
  'ute',
  'new',
  'plus',
  'and',
  'the',
  'with',
  'family',
])

function synonymRefinements(synonym: SearchSynonym, stock: StockVocabulary): WordsRefinement[] {
  const refinements: WordsRefinement[] = []
  const stockOf: Partial<Record<ListFacetAttribute, readonly string[]>> = {
    make: stock.makes,
    model: stock.models.map((entry) => entry.model),
    badge: stock.badges,
    body: stock.bodies,
    fuel: stock.fuels,
    transmission: stock.transmissions,
    drive: stock.drives,
    colour: stock.colours,
    car_type: stock.conditions,
  }
  for (const [field, attribute] of Object.entries(synonymAttributes) as [
    keyof typeof synonymAttributes,
    ListFacetAttribute,
  ][]) {
    const value = synonym[field]?.trim()
    if (value) refinements.push(valuesRefinement(attribute, [stockValue(stockOf[attribute] ?? [], [value])]))
  }
  return refinements
}

function synonymLabel(synonym: SearchSynonym): string {
  const name = [synonym.make, synonym.model, synonym.badge].filter(Boolean).join(' ')
  const rest = [
    synonym.body,
    synonym.fuel,
    synonym.transmission,
    synonym.drive,
    synonym.colour,
    synonym.condition,
  ]
    .filter(Boolean)
    .join(', ')
  return [name, rest].filter(Boolean).join(', ')
}

function buildIndex(context: Pick<SearchWordsContext, 'stock' | 'synonyms'>): StockIndex {
  const { stock } = context
  const index: StockIndex = {
    synonyms: new Map(),
    makes: new Map(),
    models: new Map(),
    modelPrefixes: new Map(),
    numericPrefixes: new Map(),
    badgeWords: new Map(),
    values: new Map(),
    fuzzyKeys: [],
  }
  for (const synonym of context.synonyms) {
    const refinements = synonymRefinements(synonym, stock)
    if (refinements.length === 0) continue
    for (const words of synonym.words) {
      const key = compactKey(words)
      if (key) index.synonyms.set(key, { refinements, label: synonymLabel(synonym) })
    }
  }
  for (const make of stock.makes) {
    add(index.makes, compactKey(make), make)
    const words = wordKeys(make)
    const first = words[0] as string
    if (words.length > 1 && first.length >= 4 && !commonModelPrefixes.has(first))
      add(index.makes, first, make)
  }
  for (const [alias, make] of Object.entries(makeAliases)) {
    const found = stock.makes.find((candidate) => compactKey(candidate) === compactKey(make))
    if (found) add(index.makes, alias, found)
  }
  for (const entry of stock.models) {
    const key = compactKey(entry.model)
    if (!key) continue
    add(index.models, key, entry)
    const words = wordKeys(entry.model)
    let prefix = ''
    for (const word of words.slice(0, -1)) {
      prefix += word
      if (!hasLetter(prefix)) add(index.numericPrefixes, prefix, entry)
      else if (prefix.length >= 2 && !commonModelPrefixes.has(prefix)) add(index.modelPrefixes, prefix, entry)
    }
  }
  for (const badge of stock.badges) {
    const words = wordKeys(badge)
    for (let from = 0; from < words.length; from++) {
      let key = ''
      for (let to = from; to < words.length && to - from < MAX_PHRASE_WORDS; to++) {
        key += words[to]
        const single = to === from
        if (!hasLetter(key) || key.length < 2) continue
        if (single && generalBadgeWords.has(key)) continue
        add(index.badgeWords, key, badge)
      }
    }
  }
  for (const { attribute, values } of valueFacets) {
    for (const value of values(stock)) {
      const key = compactKey(value)
      if (key && hasLetter(key) && !index.values.has(key)) index.values.set(key, { attribute, value })
    }
  }
  const fuzzy = new Set<string>()
  for (const key of [...index.makes.keys(), ...index.models.keys(), ...index.modelPrefixes.keys()]) {
    if (key.length >= 4 && hasLetter(key)) fuzzy.add(key)
  }
  index.fuzzyKeys = [...fuzzy]
  return index
}

const indexes = new WeakMap<StockVocabulary, WeakMap<readonly SearchSynonym[], StockIndex>>()

/** The index of a context's stock and synonyms, built once per pair of objects. */
function stockIndex(context: Pick<SearchWordsContext, 'stock' | 'synonyms'>): StockIndex {
  let bySynonyms = indexes.get(context.stock)
  if (!bySynonyms) {
    bySynonyms = new WeakMap()
    indexes.set(context.stock, bySynonyms)
  }
  let index = bySynonyms.get(context.synonyms)
  if (!index) {
    index = buildIndex(context)
    bySynonyms.set(context.synonyms, index)
  }
  return index
}

function modelMatch(length: number, entries: readonly ModelEntry[]): RuleMatch {
  const makes = [...new Set(entries.map((entry) => entry.make))]
  return {
    length,
    refinements: [
      valuesRefinement('make', makes),
      valuesRefinement(
        'model',
        entries.map((entry) => entry.model),
      ),
    ],
    label: entries.map((entry) => `${entry.make} ${entry.model}`).join(' or '),
  }
}

const makeMatch = (length: number, makes: readonly string[]): RuleMatch => ({
  length,
  refinements: [valuesRefinement('make', makes)],
})

/**
 * A make followed by one of its models, as one understanding: 'toyota hilux', 'hino 500' (a model name
 * may start with a number once its make is said: the Hino 500 Series).
 */
function makeAndModel(
  tokens: readonly Token[],
  start: number,
  makeLength: number,
  makes: readonly string[],
  index: StockIndex,
): RuleMatch | null {
  const keys = windowKeys(tokens, start + makeLength)
  for (let length = keys.length; length >= 1; length--) {
    if (!tokens[start + makeLength + length - 1]?.compact) continue
    const key = keys[length - 1] as string
    const ofMake = (entries: readonly ModelEntry[] | undefined) =>
      (entries ?? []).filter((entry) => makes.includes(entry.make))
    const models = ofMake(index.models.get(key))
    const chosen =
      models.length > 0 ? models : ofMake(index.modelPrefixes.get(key) ?? index.numericPrefixes.get(key))
    if (chosen.length > 0) return modelMatch(makeLength + length, chosen)
  }
  return null
}

/** The dealer group's synonyms alone ('troopy'): read before every other rule of the platform. */
export function synonymRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock' | 'synonyms'>,
): RuleMatch | null {
  if (context.synonyms.length === 0) return null
  const index = stockIndex(context)
  const keys = windowKeys(tokens, start)
  for (let length = keys.length; length >= 1; length--) {
    if (!tokens[start + length - 1]?.compact) continue
    const synonym = index.synonyms.get(keys[length - 1] as string)
    if (synonym) return { length, refinements: synonym.refinements, label: synonym.label }
  }
  return null
}

/** What the stock's exact words say at `start`: the longest window, then synonyms, models, makes, values. */
export function stockTermsRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock' | 'synonyms'>,
): RuleMatch | null {
  const index = stockIndex(context)
  const keys = windowKeys(tokens, start)
  for (let length = keys.length; length >= 1; length--) {
    if (!tokens[start + length - 1]?.compact) continue
    const key = keys[length - 1] as string
    const synonym = index.synonyms.get(key)
    if (synonym) return { length, refinements: synonym.refinements, label: synonym.label }
    const models = index.models.get(key)
    if (models && hasLetter(key)) return modelMatch(length, models)
    const makes = index.makes.get(key)
    if (makes) return makeAndModel(tokens, start, length, makes, index) ?? makeMatch(length, makes)
    const prefixed = index.modelPrefixes.get(key)
    if (prefixed && hasLetter(key)) return modelMatch(length, prefixed)
    const value = index.values.get(key)
    if (value) return { length, refinements: [valuesRefinement(value.attribute, [value.value])] }
    const badges = index.badgeWords.get(key)
    if (badges) return { length, refinements: [valuesRefinement('badge', badges)] }
  }
  return null
}

/** The longest window a misspelt make or model name fits: 'hilix', 'land crusier', 'volkswagon'. */
export function misspeltStockRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock' | 'synonyms'>,
  isReserved: (token: Token) => boolean,
): RuleMatch | null {
  const index = stockIndex(context)
  const keys = windowKeys(tokens, start, 3)
  for (let length = keys.length; length >= 1; length--) {
    const window = tokens.slice(start, start + length)
    if (window.some((token) => !token.compact || isReserved(token))) continue
    const key = keys[length - 1] as string
    if (key.length < 4 || !hasLetter(key) || typoBudget(key.length) === 0) continue
    let best = Number.POSITIVE_INFINITY
    let found: string[] = []
    for (const known of index.fuzzyKeys) {
      const distance = withinTypos(key, known)
      if (distance === null || distance === 0) continue
      if (distance < best) {
        best = distance
        found = [known]
      } else if (distance === best) found.push(known)
    }
    if (found.length === 0) continue
    // A full model name beats a make, which beats the start of several model names.
    const models = found.flatMap((known) => index.models.get(known) ?? [])
    if (models.length > 0) return modelMatch(length, models)
    const makes = [...new Set(found.flatMap((known) => index.makes.get(known) ?? []))]
    if (makes.length > 0) return makeMatch(length, makes)
    const prefixed = found.flatMap((known) => index.modelPrefixes.get(known) ?? [])
    if (prefixed.length > 0) return modelMatch(length, prefixed)
  }
  return null
}
