import type { Random } from '../random.ts'
import { type DemoDealer, type DemoLocation, locationId, type VehicleKind } from '../tenants.ts'
import type { CarType, VehicleLocation } from './stock-feed-row.ts'

/** Splits `count` vehicles by each dealer's `stockShare` (largest remainder: the counts add up exactly). */
export function shareCounts(count: number, dealers: readonly DemoDealer[]): number[] {
  const totalShare = dealers.reduce((sum, dealer) => sum + dealer.stockShare, 0)
  const exact = dealers.map((dealer) => (count * dealer.stockShare) / totalShare)
  const counts = exact.map(Math.floor)
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  let left = count - counts.reduce((sum, value) => sum + value, 0)
  for (const { index } of order) {
    if (left-- <= 0) break
    counts[index] = (counts[index] ?? 0) + 1
  }
  return counts
}

/** One dealer per vehicle, in shuffled order so the feed interleaves dealers as real feeds do. */
export function allocateDealers(count: number, dealers: readonly DemoDealer[], random: Random): DemoDealer[] {
  const counts = shareCounts(count, dealers)
  const plan: DemoDealer[] = dealers.flatMap((dealer, index) =>
    Array<DemoDealer>(counts[index] ?? 0).fill(dealer),
  )
  for (let i = plan.length - 1; i > 0; i--) {
    const j = random.int(0, i)
    const swap = plan[i]!
    plan[i] = plan[j]!
    plan[j] = swap
  }
  return plan
}

const salesLocations = (dealer: DemoDealer) =>
  dealer.locations.filter((location) => location.type === 'sales')
const isUsedYard = (location: DemoLocation) => location.subtype === 'buying'

/** How many of a multi-showroom dealer's cars stand at its primary showroom for each one at another. */
const PRIMARY_SHOWROOM_WEIGHT = 3

/**
 * Where a vehicle is listed: a dealer's sales locations. A used-car yard (subtype 'buying') holds only
 * used stock; a caravan yard holds the caravans of a dealer that also sells trucks; a few demonstrators
 * and trade-ins wait at the service centre. The rest stand in the dealer's showrooms, the primary one
 * holding three times the share of each other (Southern Cross Motors has showrooms in Brisbane and
 * Sydney, for near-me searches).
 */
export function chooseLocation(
  dealer: DemoDealer,
  kind: VehicleKind,
  carType: CarType,
  random: Random,
): DemoLocation {
  const sales = salesLocations(dealer)
  const main = sales.find((location) => location.primary) ?? sales[0] ?? dealer.locations[0]!
  const service = dealer.locations.find((location) => location.type === 'service')
  if (service && carType !== 'new' && random.chance(0.02)) return service
  const caravanYard = sales.find((location) => /caravan/i.test(location.name))
  if (caravanYard && dealer.kinds.length > 1) return kind === 'caravan' ? caravanYard : main
  const usedYard = sales.find(isUsedYard)
  if (usedYard && carType === 'used' && random.chance(0.6)) return usedYard
  const showrooms = sales.filter((location) => !isUsedYard(location))
  // One showroom: no draw, so single-showroom dealers' feeds stay as they were.
  if (showrooms.length <= 1) return main
  return random.weighted(
    showrooms.map((location) => [location, location === main ? PRIMARY_SHOWROOM_WEIGHT : 1] as const),
  )
}

const locationCache = new Map<string, VehicleLocation>()

/** The feed's location block (shared between rows: treat it as read-only). */
export function feedLocation(dealer: DemoDealer, location: DemoLocation, carType: CarType): VehicleLocation {
  const sales = salesLocations(dealer)
  // Used stock is advertised at every sales location of a multi-site dealer; the rest only where it stands.
  const everywhere = carType === 'used' && sales.length > 1 && sales.includes(location)
  const key = `${location.slug}|${everywhere}`
  let cached = locationCache.get(key)
  if (!cached) {
    const id = locationId(location.slug)
    cached = Object.freeze({
      id,
      name: location.name,
      phone: location.phone,
      slug: location.slug,
      city: location.city,
      state: location.state,
      distribution_locations: Object.freeze(everywhere ? sales.map((item) => locationId(item.slug)) : [id]),
      address: Object.freeze({ id: `${id}-address` }),
    })
    locationCache.set(key, cached)
  }
  return cached
}
