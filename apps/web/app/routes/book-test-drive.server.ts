import { data, type RouterContextProvider } from 'react-router'
import { leadSite } from '~/leads/lead-post.server'
import {
  isCarUnavailable,
  testDriveAction,
  testDriveBooking,
  testDriveSubject,
  testDriveTargetFromUrl,
} from '~/leads/test-drive/test-drive.server'
import { locationView } from '~/locations/location-view.server'
import { pageUrl } from '~/page-url'
import { siteAddress } from '~/site-url.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The address of 'Find Me Something Similar' for a car that cannot be test-driven. */
export const findSimilarHref = (carId: string) =>
  `/enquire?${new URLSearchParams({ car_id: carId, type: 'find-similar' })}`

/**
 * `/book-test-drive?model_id={slug}&model={name}` (the model page; offers pass only `model`),
 * `/book-test-drive?car_id={id}` (a car), or neither (a new vehicle). A car that cannot be sold now gets
 * a notice and 'Find Me Something Similar' instead of the form; a car id the site does not know is a 404
 * with the same notice.
 */
export async function loadTestDrivePage({ request, context }: Args) {
  const site = leadSite(context)
  const url = pageUrl(request)
  const target = await testDriveTargetFromUrl(context, url)
  const car = target.car
    ? {
        title: target.car.title,
        stockNumber: target.car.stockNumber,
        imageUrl: target.car.imageUrl,
      }
    : null
  const base = {
    siteName: site.content.name ?? '',
    subject: testDriveSubject(target),
    car,
    model: target.model,
    canonicalUrl: siteAddress(context, '/book-test-drive'),
  }
  if (isCarUnavailable(target)) {
    const payload = {
      ...base,
      unavailable: { findSimilarHref: findSimilarHref(target.carId ?? '') },
      form: null,
    }
    return data(payload, { status: target.car ? 200 : 404 })
  }
  const now = new Date()
  const booking = await testDriveBooking(context, target, url.searchParams.get('location'), now)
  const location = booking.location ? locationView(site, booking.location, now) : null
  // The location picker keeps the rest of the address (the model) when it reloads the page.
  const keep = [...url.searchParams].filter(([name]) => name === 'model_id' || name === 'model')
  return data({
    ...base,
    unavailable: null,
    form: {
      setup: booking.setup,
      keep,
      location: location
        ? {
            name: location.name,
            addressLines: location.addressLines,
            hours: location.hours,
          }
        : null,
      phone: location?.phone ?? (site.kind === 'dealer' ? (site.content.phones?.main ?? null) : null),
    },
  })
}

export function submitTestDrive(args: Args) {
  return testDriveAction(args)
}
