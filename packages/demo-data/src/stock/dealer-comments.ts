import type { Random } from '../random.ts'
import type { DemoDealer } from '../tenants.ts'
import type { CarType } from './stock-feed-row.ts'

export interface CommentFacts {
  dealer: DemoDealer
  carType: CarType
  year: number
  make: string
  model: string
  badge: string
  colour: string
  km: number | null
  certified: boolean
  equipment: readonly string[]
  phone: string
}

const km = (value: number) => `${value.toLocaleString('en-AU')} km`

function opening(facts: CommentFacts, random: Random): string {
  const name = `${facts.make} ${facts.model} ${facts.badge}`
  if (facts.carType === 'new') {
    return random.pick([
      `Brand new ${name} available now at ${facts.dealer.name}.`,
      `Be the first owner of this brand new ${facts.year} ${name} in ${facts.colour.toLowerCase()}.`,
      `Our ${name} is in stock and ready for delivery.`,
    ])
  }
  if (facts.carType === 'demo') {
    return `Ex-demonstrator ${name} with only ${km(facts.km ?? 0)}, balance of the new vehicle warranty and big savings on new.`
  }
  const odometer = facts.km === null ? '' : ` with ${km(facts.km)} on the clock`
  return random.pick([
    `This ${facts.year} ${name} is presented in ${facts.colour.toLowerCase()}${odometer}.`,
    `Well looked after ${facts.year} ${name}${odometer}, traded in at our dealership.`,
    `Looking for a reliable ${facts.model}? This ${facts.year} ${name}${odometer} is ready to go.`,
  ])
}

function features(facts: CommentFacts, random: Random): string | null {
  const picked = facts.equipment.filter(() => random.chance(0.35)).slice(0, 5)
  if (picked.length < 2) return null
  const items = picked.map(inSentence)
  return `Features include ${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}.`
}

const properNouns = new Set(['Apple', 'Android', 'Bluetooth', 'EyeSight', 'X-Mode'])

/** 'Alloy wheels' -> 'alloy wheels', but 'Apple CarPlay', 'LED headlights' and 'ABS' stay as they are. */
function inSentence(item: string): string {
  const firstWord = item.split(' ')[0] ?? item
  const keep = properNouns.has(firstWord) || /[A-Z]/.test(firstWord.slice(1)) || /\d/.test(firstWord)
  return keep ? item : `${item[0]?.toLowerCase() ?? ''}${item.slice(1)}`
}

const closings = [
  'Finance available: ask our team about competitive rates and a quick approval.',
  'Trade-ins welcome. We will give you a fair price for your current vehicle today.',
  'Extended warranty options are available on request.',
  'We deliver Australia wide. Ask us for a delivery quote to your door.',
  'Book a test drive online or drop in to see it in person.',
]

/**
 * Paragraphs joined by '|', as dealer feeds deliver them. About one vehicle in ten has none yet, and some
 * run well past the 400-character preview.
 */
export function dealerComments(facts: CommentFacts, random: Random): string {
  if (random.chance(0.1)) return ''
  const paragraphs = [opening(facts, random)]
  const featureLine = features(facts, random)
  if (featureLine) paragraphs.push(featureLine)
  if (facts.certified) {
    paragraphs.push(
      'Certified pre-owned: it has passed a comprehensive multi-point inspection and comes with roadside assistance and a certified warranty.',
    )
  }
  if (facts.carType === 'used' && random.chance(0.5)) {
    paragraphs.push('Comes with a full service history, two keys and a fresh roadworthy certificate.')
  }
  const extra = random.int(1, 3)
  for (let i = 0; i < extra; i++) {
    const closing = random.pick(closings)
    if (!paragraphs.includes(closing)) paragraphs.push(closing)
  }
  paragraphs.push(
    `Call us on ${facts.phone} or enquire online. Dealer licence ${facts.dealer.dealerLicenceNumber}.`,
  )
  return paragraphs.join('|')
}
