import type { Site } from '@forecourt/content/sites'
import {
  COMPARE_PARAM,
  compareEquipmentRows,
  compareFactRows,
  compareHref,
  parseCompareIds,
} from '@forecourt/domain/lists/compare-cars'
import { compareLeftOutText } from '@forecourt/domain/lists/saved-car-lists'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { data, type RouterContextProvider } from 'react-router'
import { findKeptCars } from '~/lists/kept-cars.server'
import { listsSite } from '~/lists/lists-site.server'
import { pageUrl } from '~/page-url'
import { vehicleCardView } from '~/search/vehicle-card-view'
import type { VehicleHit } from '~/search/vehicle-hit'
import { siteAddress } from '~/site-url.server'
import { serverLogger } from '~server/logger'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

function comparedCar(site: Site, car: VehicleDetail, now: Date) {
  const card = vehicleCardView({ ...car, objectID: car.id } as VehicleHit, site.settings, now)
  return {
    id: car.id,
    // The full name, badge and all, as the car's own page is headed: the badge is often the difference.
    title: car.name,
    href: card.href,
    imageUrl: card.images.kind === 'photos' ? card.images.primaryUrl : null,
    /** The card's tag where it marks the car's state (the dealer's sold tag, 'Reserved'), else null. */
    stateTag: card.tag && (card.tag.kind === 'sold' || card.tag.kind === 'reserved') ? card.tag.label : null,
    facts: {
      price: car.price,
      priceType: car.price_type ?? null,
      km: car.car_type === 'new' ? null : (car.km ?? null),
      year: car.year,
      body: car.body ?? null,
      engineLitres: car.engine_size_litres ?? null,
      cylinders: typeof car.variant.cylinders === 'number' ? car.variant.cylinders : null,
      fuel: car.fuel ?? null,
      transmission: car.transmission ?? null,
      seats: car.seats ?? null,
      fuelConsumption:
        typeof car.variant.fuelconsumptioncombined === 'number' ? car.variant.fuelconsumptioncombined : null,
      towingBraked:
        typeof car.variant.towingcapacitybraked === 'number' ? car.variant.towingcapacitybraked : null,
      equipment: car.standard_equipment ?? [],
    },
  }
}

/**
 * `/compare?cars={id},{id},…`: up to four of THIS site's cars side by side (ADR 053). Cars the site does
 * not list (another dealer's, or gone) are counted, never shown; the page's canonical address names only
 * the cars it shows. Off where the dealer has compare switched off.
 */
export async function loadComparePage({ request, context }: Args) {
  const site = listsSite(context, 'compare')
  const ids = parseCompareIds(pageUrl(request).searchParams.get(COMPARE_PARAM))
  let kept: Awaited<ReturnType<typeof findKeptCars>>
  try {
    kept = await findKeptCars(context, site, ids)
  } catch (error) {
    serverLogger().error({ err: error }, 'Compare lookup failed')
    throw data({ reason: 'search-unavailable' }, { status: 503 })
  }
  const now = new Date()
  const cars = ids.flatMap((id) => {
    const car = kept.listed.get(id)
    return car ? [comparedCar(site, car, now)] : []
  })
  const departed = ids.filter((id) => !kept.listed.has(id) && kept.departed.has(id))
  const unknown = ids.filter((id) => !kept.listed.has(id) && !kept.departed.has(id))
  const facts = cars.map((car) => car.facts)
  const shownHref = compareHref(cars.map((car) => car.id))
  return {
    siteName: site.content.name ?? '',
    cars: cars.map(({ facts: _facts, ...car }) => car),
    factRows: compareFactRows(facts, { hideZeroPrice: site.settings.hideZeroPrice }),
    equipmentRows: compareEquipmentRows(facts),
    leftOut: {
      text: compareLeftOutText({ departed: departed.length, unknown: unknown.length }),
      names: departed.flatMap((id) => kept.departed.get(id)?.name ?? []),
      ids: [...departed, ...unknown],
    },
    shareUrl: siteAddress(context, shownHref),
    shownHref,
  }
}
