import { createRandom, DEMO_SEED, type Random } from '../random.ts'
import { type DemoDealer, type DemoGroup, type DemoLocation, demoDealers, demoGroups } from '../tenants.ts'
import { type PlatformPlace, platformPlaces, stateAreaCodes, stateTimeZones } from './platform-places.ts'

/**
 * The platform-sized demo (issue 36): the four demo dealers plus generated ones, each a copy of one of
 * them (its template) in another town, with its own name, domain, colours, phones and locations. The
 * Volkswagen copies join the Volkswagen network, the motorcycle and truck copies the independent dealers,
 * and the multi-franchise copies generated motor groups shaped like the Southern Cross group (one in three
 * with a group website). Deterministic: the same count always gives the same tenants, and a larger count
 * keeps the smaller one's dealers as its first ones.
 */

export interface PlatformTenants {
  /** Generated groups only (the demo's three are kept as they are). */
  groups: DemoGroup[]
  /** Generated dealers only. */
  dealers: DemoDealer[]
  /** Each generated dealer's and group's template: the demo dealer or group it copies. */
  templates: Map<string, string>
}

/** Dealers the demo has without generating any. */
export const DEMO_DEALER_COUNT = demoDealers.length

interface TemplateStyle {
  template: string
  weight: number
  /** The generated dealer's name from its town. */
  suffix: string
  /** Draws the dealer's makes from the template's. */
  makes: (template: DemoDealer, random: Random) => string[]
}

const subsetOf = (makes: readonly string[], least: number, random: Random) => {
  const kept = makes.filter(() => random.chance(0.6))
  return kept.length >= least ? kept : makes.slice(0, least)
}

const styles: TemplateStyle[] = [
  { template: 'harbourside-volkswagen', weight: 3, suffix: 'Volkswagen', makes: (t) => [...t.makes] },
  {
    template: 'southern-cross-motors',
    weight: 4,
    suffix: 'Motors',
    makes: (t, random) => subsetOf(t.makes, 3, random),
  },
  {
    template: 'coastline-motorcycles',
    weight: 1.5,
    suffix: 'Motorcycles',
    makes: (t, random) => subsetOf(t.makes, 3, random),
  },
  { template: 'outback-trucks', weight: 1.5, suffix: 'Trucks & Caravans', makes: (t) => [...t.makes] },
]

const qualifiers = ['', 'City', 'North', 'South', 'East', 'West', 'Central', 'Metro', 'Regional', 'Valley']

const themes: DemoDealer['theme'][] = [
  { primary: '#14532d', onPrimary: '#ffffff', accent: '#65a30d' },
  { primary: '#1e3a8a', onPrimary: '#ffffff', accent: '#f59e0b' },
  { primary: '#7f1d1d', onPrimary: '#ffffff', accent: '#f97316' },
  { primary: '#312e81', onPrimary: '#ffffff', accent: '#22d3ee' },
  { primary: '#0f172a', onPrimary: '#ffffff', accent: '#e11d48' },
  { primary: '#134e4a', onPrimary: '#ffffff', accent: '#facc15' },
  { primary: '#581c87', onPrimary: '#ffffff', accent: '#a3e635' },
  { primary: '#9a3412', onPrimary: '#ffffff', accent: '#0ea5e9' },
  { primary: '#1f2937', onPrimary: '#ffffff', accent: '#10b981' },
  { primary: '#075985', onPrimary: '#ffffff', accent: '#fb7185' },
]

const groupFamilies = [
  'Barton',
  'Castellan',
  'Delaney',
  'Ellison',
  'Fairweather',
  'Gallagher',
  'Hartley',
  'Iredale',
  'Jameson',
  'Kingsford',
  'Lachlan',
  'Maitland',
  'Norwood',
  'Oakley',
  'Pemberton',
  'Quinlan',
  'Rutherford',
  'Sinclair',
  'Thornton',
  'Underwood',
  'Valentine',
  'Whitfield',
  'Yarwood',
  'Zeller',
]

/** Multi-franchise copies per generated motor group. */
const DEALERS_PER_GROUP = 6

export const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const domainOf = (slug: string) => `www.${slug.replace(/-/g, '')}.com.au`

export function buildPlatformTenants(dealerCount: number): PlatformTenants {
  if (!Number.isInteger(dealerCount) || dealerCount < DEMO_DEALER_COUNT)
    throw new Error(`dealers must be a whole number of at least ${DEMO_DEALER_COUNT}, not ${dealerCount}`)
  const random = createRandom(DEMO_SEED).fork('platform')
  const taken = new Set<string>([...demoDealers, ...demoGroups].map((site) => site.slug))
  const templates = new Map<string, string>()
  const groups: DemoGroup[] = []
  const dealers: DemoDealer[] = []
  let openGroup: { group: DemoGroup; members: number } | null = null

  for (let index = 0; index < dealerCount - DEMO_DEALER_COUNT; index++) {
    const own = random.fork(`dealer:${index}`)
    const style = own.weighted(styles.map((candidate) => [candidate, candidate.weight] as const))
    const template = demoDealers.find((dealer) => dealer.slug === style.template)!
    const town = own.pick(platformPlaces)
    const name = uniqueName(town.city, style.suffix, taken)
    const slug = slugify(name)
    let groupSlug = template.groupSlug
    if (template.groupSlug === 'southern-cross-group') {
      if (!openGroup || openGroup.members >= DEALERS_PER_GROUP) {
        openGroup = {
          group: motorGroup(groups.length, random.fork(`group:${groups.length}`), taken),
          members: 0,
        }
        groups.push(openGroup.group)
        templates.set(openGroup.group.slug, template.groupSlug)
      }
      openGroup.members++
      groupSlug = openGroup.group.slug
    }
    const dealerNumber = index + 1
    const area = stateAreaCodes[town.state]
    const phone = (line: number) => `${area} ${6000 + (dealerNumber % 4000)} ${String(line).padStart(4, '0')}`
    dealers.push({
      slug,
      name,
      groupSlug,
      domains: [domainOf(slug)],
      kinds: [...template.kinds],
      makes: style.makes(template, own.fork('makes')),
      theme: own.pick(themes),
      phones: { main: phone(100), new: phone(101), used: phone(102), service: phone(110) },
      dealerLicenceNumber: `MD ${String(100_000 + dealerNumber)}`,
      stockShare: template.stockShare * (0.5 + own.next()),
      locations: withUniqueSlugs(
        template.locations.map((location, position) =>
          copyLocation(template, location, { slug, name, town, phone: phone(100 + position * 10) }, own),
        ),
      ),
    })
    templates.set(slug, template.slug)
  }
  return { groups, dealers, templates }
}

/** Two of a dealer's locations moved to the same town get `-2`, `-3`... */
function withUniqueSlugs(locations: DemoLocation[]): DemoLocation[] {
  const seen = new Set<string>()
  return locations.map((location) => {
    let slug = location.slug
    for (let n = 2; seen.has(slug); n++) slug = `${location.slug}-${n}`
    seen.add(slug)
    return { ...location, slug }
  })
}

function uniqueName(city: string, suffix: string, taken: Set<string>): string {
  for (const qualifier of qualifiers) {
    const name = [city, qualifier, suffix].filter(Boolean).join(' ')
    if (!taken.has(slugify(name))) {
      taken.add(slugify(name))
      return name
    }
  }
  for (let n = 2; ; n++) {
    const name = `${city} ${suffix} ${n}`
    if (!taken.has(slugify(name))) {
      taken.add(slugify(name))
      return name
    }
  }
}

function motorGroup(index: number, random: Random, taken: Set<string>): DemoGroup {
  const family = groupFamilies[index % groupFamilies.length]!
  const round = Math.floor(index / groupFamilies.length)
  const name = round === 0 ? `${family} Motor Group` : `${family} Motor Group ${round + 1}`
  const slug = slugify(name)
  taken.add(slug)
  const hasWebsite = index % 3 === 0
  return {
    slug,
    name,
    hasWebsite,
    domains: hasWebsite ? [domainOf(slug)] : [],
    theme: random.pick(themes),
    minimumReviewRating: 4,
  }
}

/**
 * A template location moved to the new dealer's town: its slug and name follow the dealer's, locations
 * in the template's main town stay together, the others go to another town of the same state.
 */
function copyLocation(
  template: DemoDealer,
  location: DemoLocation,
  dealer: { slug: string; name: string; town: PlatformPlace; phone: string },
  random: Random,
): DemoLocation {
  const main = template.locations.find((candidate) => candidate.primary) ?? template.locations[0]!
  const sameTown = location.city === main.city
  const others = platformPlaces.filter((place) => place.state === dealer.town.state && place !== dealer.town)
  const town = sameTown || others.length === 0 ? dealer.town : random.pick(others)
  const jitter = () => (random.next() - 0.5) / 200
  return {
    ...location,
    slug: copiedLocationSlug(template, location, dealer.slug, town),
    name: location.name.includes(template.name)
      ? location.name.replace(template.name, dealer.name).replace(location.city, town.city)
      : `${dealer.name} ${location.subtype === 'buying' ? 'Used Cars' : town.city}`,
    street: `${random.int(1, 400)} ${random.pick(streets)}`,
    city: town.city,
    state: town.state,
    postcode: town.postcode,
    lat: Number((town.lat + jitter()).toFixed(4)),
    lng: Number((town.lng + jitter()).toFixed(4)),
    timeZone: stateTimeZones[town.state],
    phone: dealer.phone,
    reviews: { averageRating: Number((3.8 + random.next()).toFixed(1)), count: random.int(20, 1500) },
  }
}

/**
 * `southern-cross-motors-parramatta` → `ballarat-motors-bendigo`: the dealer's slug in front and the town's
 * in place of the template's; a slug without the template dealer's is the dealer's and the town's.
 */
function copiedLocationSlug(template: DemoDealer, location: DemoLocation, slug: string, town: PlatformPlace) {
  if (!location.slug.startsWith(`${template.slug}-`)) return `${slug}-${slugify(town.city)}`
  const rest = location.slug.slice(template.slug.length)
  return `${slug}${rest.replace(`-${slugify(location.city)}`, `-${slugify(town.city)}`)}`
}

const streets = [
  'Main Street',
  'High Street',
  'Pacific Highway',
  'Princes Highway',
  'Station Street',
  'Victoria Road',
  'Albert Street',
  'Great Eastern Highway',
  'Bruce Highway',
  'Industrial Drive',
]
