import type { SearchWordsContext } from './context.ts'
import { entry, phraseTableRule } from './phrase-table.ts'
import { type RuleMatch, valuesRefinement } from './refinements.ts'
import { matchAny, phrase, smallNumber, type Token } from './tokenise.ts'

/**
 * Body types in Australian words (ute, dual cab, wagon, people mover, cab chassis, prime mover, pop-top,
 * off-road caravan...), the kind of vehicle (motorbike, truck) and seats ('7 seater', '8 seats', '7+ seats').
 */

export const bodyWords = phraseTableRule({
  attribute: 'body',
  stock: (stock) => stock.bodies,
  entries: [
    entry('Ute', 'ute', 'utes', 'ute s', 'pickup', 'pickups', 'pick up', 'pick-up', 'pickup truck'),
    entry(
      ['Dual Cab', 'Double Cab', 'Dual Cab Ute', 'Ute'],
      'dual cab',
      'dual cabs',
      'double cab',
      'crew cab',
      'dual cab ute',
      'double cab ute',
      'dc ute',
      'four door ute',
      '4 door ute',
    ),
    entry(
      ['Single Cab', 'Single Cab Chassis', 'Cab Chassis'],
      'single cab',
      'single cabs',
      'single cab ute',
      'single cab chassis',
    ),
    entry(
      ['Extra Cab', 'King Cab', 'Space Cab', 'Super Cab', 'Ute'],
      'extra cab',
      'king cab',
      'space cab',
      'super cab',
      'freestyle cab',
    ),
    entry(
      'Cab Chassis',
      'cab chassis',
      'cab-chassis',
      'tray',
      'tray back',
      'trayback',
      'tray top',
      'traytop',
      'tray ute',
      'tradie ute',
    ),
    entry('Wagon', 'wagon', 'wagons', 'station wagon', 'estate'),
    entry(['Hatchback', 'Hatch'], 'hatch', 'hatches', 'hatchback', 'hatchbacks', 'hatch back'),
    entry('Sedan', 'sedan', 'sedans', 'saloon'),
    entry('SUV', 'suv', 'suvs', 'four wheel drive wagon'),
    entry('Coupe', 'coupe', 'coupes', 'coupé', 'sports car', 'sportscar'),
    entry(
      ['Cabriolet', 'Convertible'],
      'convertible',
      'convertibles',
      'cabriolet',
      'cabrio',
      'soft top',
      'softtop',
      'drop top',
      'roadster',
    ),
    entry(
      'People Mover',
      'people mover',
      'people movers',
      'peoplemover',
      'people-mover',
      'minivan',
      'mini van',
      'mpv',
    ),
    entry('Van', 'van', 'vans', 'panel van', 'cargo van', 'delivery van', 'work van'),
    entry(
      ['Campervan', 'Motorhome', 'Van'],
      'campervan',
      'camper van',
      'campervans',
      'motorhome',
      'motor home',
      'motorhomes',
    ),
    entry('Bus', 'bus', 'buses', 'minibus', 'mini bus'),
    entry('Prime Mover', 'prime mover', 'prime movers', 'primemover', 'semi', 'semi trailer truck'),
    entry('Tipper', 'tipper', 'tippers', 'tip truck', 'dump truck'),
    entry('Pantech', 'pantech', 'pantechs', 'box truck', 'furniture truck'),
    entry('Caravan', 'caravan', 'caravans', 'van park ready'),
    entry(
      ['Camper Trailer', 'Camper', 'Caravan'],
      'camper trailer',
      'camper trailers',
      'camper',
      'campers',
      'camping trailer',
    ),
    entry(
      ['Pop Top', 'Pop-Top', 'Poptop', 'Caravan'],
      'pop top',
      'pop-top',
      'poptop',
      'pop tops',
      'pop top caravan',
      'pop top van',
    ),
    entry(
      ['Off-Road Caravan', 'Off Road Caravan', 'Caravan'],
      'off-road caravan',
      'off road caravan',
      'offroad caravan',
      'off-road van',
      'off road van',
      'offroad van',
      'off-road caravans',
    ),
    entry(['Hybrid Caravan', 'Caravan'], 'hybrid caravan', 'hybrid van', 'hybrid camper'),
    // Motorcycles
    entry('Naked', 'naked', 'naked bike', 'nakedbike', 'streetfighter', 'street fighter'),
    entry('Sports', 'sports bike', 'sportsbike', 'sport bike', 'sportbike', 'supersport', 'super sport'),
    entry('Adventure', 'adventure', 'adventure bike', 'adv', 'adv bike', 'adventure tourer'),
    entry('Cruiser', 'cruiser', 'cruisers', 'cruiser bike'),
    entry('Touring', 'touring', 'tourer', 'touring bike', 'sports tourer'),
    entry('Retro', 'retro', 'cafe racer', 'café racer', 'scrambler bike', 'classic bike'),
    entry('Scooter', 'scooter', 'scooters', 'moped', 'mopeds', 'scoot'),
    entry(
      ['Dirt Bike', 'Off-Road'],
      'off-road',
      'off road',
      'offroad',
      'off-road bike',
      'dirt bike',
      'dirtbike',
      'dirt bikes',
      'enduro',
      'motocross',
      'mx bike',
      'trail bike',
      'trailbike',
    ),
    entry(
      'Dual Sport',
      'dual sport',
      'dual-sport',
      'dualsport',
      'road trail',
      'road-trail',
      'road trail bike',
    ),
  ],
})

/** Kinds of vehicle: a refinement only where the site stocks more than one kind. */
const itemTypeWords: readonly { value: string; words: readonly (readonly string[])[] }[] = [
  { value: 'car', words: ['car', 'cars', 'passenger car', 'passenger cars'].map(phrase) },
  {
    value: 'motorcycle',
    words: [
      'motorcycle',
      'motorcycles',
      'motorbike',
      'motorbikes',
      'motor bike',
      'motor bikes',
      'bike',
      'bikes',
    ].map(phrase),
  },
  { value: 'truck', words: ['truck', 'trucks', 'lorry', 'rig'].map(phrase) },
]

/**
 * 'motorbike' -> item_type motorcycle on a site with several kinds; on a site of one kind it says nothing
 * ('car' on a car dealer's site), and is filler (`filler: true`).
 */
export function itemTypeRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock'>,
): (RuleMatch & { filler?: boolean }) | null {
  for (const { value, words } of itemTypeWords) {
    const length = matchAny(tokens, start, words)
    if (!length) continue
    const kinds = context.stock.itemTypes
    if (kinds.includes(value) && kinds.length > 1) {
      return { length, refinements: [valuesRefinement('item_type', [value])] }
    }
    if (kinds.length <= 1 && (kinds.length === 0 || kinds[0] === value)) {
      return { length, refinements: [], filler: true }
    }
    return null
  }
  return null
}

const seatWords = ['seater', 'seaters', 'seat', 'seats', 'str'].map(phrase)
const atLeastWords = ['at least', 'min', 'minimum', 'over'].map(phrase)
const moreAfter = ['or more', 'plus', 'and up', 'or over', 'at least'].map(phrase)

/** Seat counts of the stock from `count` up; just `count` when the stock has none (nothing to guess from). */
function seatsFrom(count: number, stock: readonly string[]): string[] {
  const more = stock.filter((value) => Number(value) >= count)
  return more.length > 0 ? more : [String(count)]
}

/** '7 seater', '7-seater', 'seven seater', '8 seats', '7+ seats', 'at least 7 seats', 'seats 7'. */
export function seatsRule(
  tokens: readonly Token[],
  start: number,
  context: Pick<SearchWordsContext, 'stock'>,
): RuleMatch | null {
  let at = start
  const atLeast = matchAny(tokens, at, atLeastWords)
  at += atLeast
  const token = tokens[at]
  if (!token) return null
  let count: number | null = null
  let plus = false
  const attached = /^(\d{1,2})(\+)?-?(seater|seaters|seats?|str)$/.exec(token.norm)
  if (attached) {
    count = Number(attached[1])
    plus = Boolean(attached[2])
    at++
  } else if (token.compact === 'seats' || token.compact === 'seating') {
    // 'seats 7', 'seating for 8'
    at++
    at += matchAny(tokens, at, [['for']])
    count = smallNumber(tokens[at])
    if (count === null) return null
    at++
    if (tokens[at - 1]?.norm.endsWith('+')) plus = true
  } else {
    const plusForm = /^(\d{1,2})\+$/.exec(token.norm)
    count = plusForm ? Number(plusForm[1]) : smallNumber(token)
    plus = Boolean(plusForm)
    if (count === null) return null
    at++
    const unit = matchAny(tokens, at, seatWords)
    if (!unit) return null
    at += unit
  }
  if (count < 1 || count > 20) return null
  const more = matchAny(tokens, at, moreAfter)
  at += more
  const values = plus || more || atLeast ? seatsFrom(count, context.stock.seats) : [String(count)]
  return { length: at - start, refinements: [valuesRefinement('seats', values)] }
}
