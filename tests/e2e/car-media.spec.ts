import { SPIN_AUTO_ROTATE_MS } from '@forecourt/domain/vehicle-page/spin'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { expect, type Locator, type Page, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { listedVehicles } from './support/demo-stock'
import { hydrated } from './support/hydration'
import { siteUrl } from './support/server'

/** Spin is Harbourside's default view; Coastline starts on Images and offers Request Photos. */
const spinFirstDealer = 'harbourside-volkswagen'
const galleryFirstDealer = 'coastline-motorcycles'

interface Hotspot {
  title: string
  description: string
  image_index: number
}

const pick = (dealer: string, where: (vehicle: VehicleDocument) => boolean) => {
  const vehicle = listedVehicles(dealer, where)[0]
  if (!vehicle) throw new Error(`The demo stock of ${dealer} has no such car`)
  return vehicle
}
const photoCount = (vehicle: VehicleDocument) => vehicle.image_urls?.length ?? 0
const hotspotsOf = (vehicle: VehicleDocument) =>
  JSON.parse(vehicle.hotspots_json ?? '{"exterior":[],"interior":[]}') as {
    exterior: Hotspot[]
    interior: Hotspot[]
  }

const spinCar = (dealer = spinFirstDealer) =>
  pick(
    dealer,
    (vehicle) =>
      (vehicle.spin_images?.length ?? 0) > 0 &&
      vehicle.status === 'in_stock' &&
      !!vehicle.spin_interior_image &&
      hotspotsOf(vehicle).exterior.length > 0 &&
      hotspotsOf(vehicle).interior.length > 0 &&
      photoCount(vehicle) > 3,
  )
const galleryCar = () =>
  pick(
    spinFirstDealer,
    (vehicle) => vehicle.status === 'in_stock' && !vehicle.has_spin && photoCount(vehicle) > 3,
  )

/** The vehicle page's media section (`MEDIA_ANCHOR`). */
const mediaSection = '#car-media'
const carUrl = (dealer: string, vehicle: VehicleDocument, query = '') =>
  siteUrl(dealer, `/cars/${vehicle.slug}${query}`)
const spinSlider = (page: Page, vehicle: VehicleDocument) =>
  page.getByRole('slider', { name: `360° view of ${vehicle.name}` })
const frameNumber = async (slider: Locator) => Number(await slider.getAttribute('aria-valuenow'))
const counter = (page: Page, at: number, of: number) => page.getByText(`${at} / ${of}`, { exact: true })
const hotspotButton = (page: Page, title: string) => page.locator('summary', { hasText: title })

/** Waits until the page has run its pending tasks, so a state update a timer caused has been rendered. */
const settled = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(null)
      }),
  )

test.describe('spin view', () => {
  test('tabs switch between Spin, Images and Interior, starting where the dealer says', {
    tag: '@phone',
  }, async ({ page }) => {
    const car = spinCar()
    await page.goto(carUrl(spinFirstDealer, car))
    await hydrated(page)
    const tabs = page.getByRole('tablist', { name: 'Media views' }).getByRole('tab')
    await expect(tabs).toHaveText(['Spin', 'Images', 'Interior'])
    await expect(page.getByRole('tab', { name: 'Spin' })).toHaveAttribute('aria-selected', 'true')
    await expect(spinSlider(page, car)).toBeVisible()
    await expectNoAxeViolations(page)

    await page.getByRole('tab', { name: 'Images' }).click()
    await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true')
    await expect(spinSlider(page, car)).toHaveCount(0)
    await expect(page.getByRole('img', { name: `${car.name}, photo 1 of ${photoCount(car)}` })).toBeVisible()
    // The rest of the page was checked above; each view changes only the media section.
    await expectNoAxeViolations(page, [mediaSection])

    // Arrow keys move between the tabs.
    await page.keyboard.press('ArrowRight')
    await expect(page.getByRole('tab', { name: 'Interior' })).toBeFocused()
    await expect(page.getByRole('tab', { name: 'Interior' })).toHaveAttribute('aria-selected', 'true')
    await expect(page.getByRole('img', { name: `${car.name}, interior` })).toBeVisible()
    await expectNoAxeViolations(page, [mediaSection])

    const motorcycle = spinCar(galleryFirstDealer)
    await page.goto(carUrl(galleryFirstDealer, motorcycle))
    await hydrated(page)
    await expect(page.getByRole('tab', { name: 'Images' })).toHaveAttribute('aria-selected', 'true')
    await expect(spinSlider(page, motorcycle)).toHaveCount(0)
  })

  test('dragging turns the spin a frame per 20 px and the arrow keys step it', { tag: '@phone' }, async ({
    page,
  }) => {
    // Reduced motion keeps the spin still, so every frame change below is the shopper's.
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const car = spinCar()
    await page.goto(carUrl(spinFirstDealer, car))
    await hydrated(page)
    const slider = spinSlider(page, car)
    await expect(slider).toHaveAttribute('aria-valuenow', '1')
    await expect(page.getByRole('button', { name: 'Play rotation' })).toBeVisible()

    const box = await slider.boundingBox()
    if (!box) throw new Error('The spin is not on screen')
    const y = box.y + box.height / 2
    const x = box.x + box.width / 3
    await page.mouse.move(x, y)
    await page.mouse.down()
    await page.mouse.move(x + 30, y, { steps: 3 })
    await page.mouse.move(x + 65, y, { steps: 3 })
    await page.mouse.up()
    // 65 px to the right: three frames on.
    await expect(slider).toHaveAttribute('aria-valuenow', '4')

    await slider.focus()
    await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('aria-valuenow', '3')
    await page.keyboard.press('Home')
    await page.keyboard.press('ArrowLeft')
    await expect(slider).toHaveAttribute('aria-valuenow', String(car.spin_images?.length))
  })

  test('turns by itself a frame every 100 ms until the shopper pauses it', async ({ page }) => {
    await page.clock.install()
    const car = spinCar()
    const frames = car.spin_images?.length ?? 0
    await page.goto(carUrl(spinFirstDealer, car))
    await hydrated(page)
    const slider = spinSlider(page, car)
    await expect.poll(() => frameNumber(slider)).toBeGreaterThan(1)

    await page.clock.pauseAt(Date.now() + 60_000)
    await settled(page)
    const before = await frameNumber(slider)
    await page.clock.runFor(SPIN_AUTO_ROTATE_MS * 3)
    await expect(slider).toHaveAttribute('aria-valuenow', String(((before - 1 + 3) % frames) + 1))

    await page.getByRole('button', { name: 'Pause rotation' }).click()
    await expect(page.getByRole('button', { name: 'Play rotation' })).toBeVisible()
    await settled(page)
    const paused = await frameNumber(slider)
    await page.clock.runFor(SPIN_AUTO_ROTATE_MS * 10)
    await settled(page)
    expect(await frameNumber(slider)).toBe(paused)

    await page.getByRole('button', { name: 'Play rotation' }).click()
    await page.clock.runFor(SPIN_AUTO_ROTATE_MS)
    await expect(slider).toHaveAttribute('aria-valuenow', String((paused % frames) + 1))
  })

  test('hotspots open their title and description, on the spin and the interior', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const car = spinCar()
    const { exterior, interior } = hotspotsOf(car)
    const outside = exterior.find((hotspot) => hotspot.image_index > 0) ?? exterior[0]
    const inside = interior[0]
    if (!outside || !inside) throw new Error('The car has no hotspots')
    await page.goto(carUrl(spinFirstDealer, car))
    await hydrated(page)

    const slider = spinSlider(page, car)
    await slider.focus()
    for (let step = 0; step < outside.image_index; step++) await page.keyboard.press('ArrowRight')
    await expect(slider).toHaveAttribute('aria-valuenow', String(outside.image_index + 1))
    await hotspotButton(page, outside.title).click()
    await expect(page.getByText(outside.description, { exact: true })).toBeVisible()
    await expectNoAxeViolations(page, [mediaSection])
    // The hotspot belongs to its frame: turning the car away hides it.
    await slider.focus()
    await page.keyboard.press('ArrowRight')
    await expect(hotspotButton(page, outside.title)).toHaveCount(0)

    await page.getByRole('tab', { name: 'Interior' }).click()
    await hotspotButton(page, inside.title).click()
    await expect(page.getByText(inside.description, { exact: true })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByText(inside.description, { exact: true })).toBeHidden()
  })
})

test.describe('photo gallery', () => {
  test('previous, next, arrow keys, swipe and thumbnails move through the photos', { tag: '@phone' }, async ({
    page,
  }) => {
    const car = galleryCar()
    const count = photoCount(car)
    await page.goto(carUrl(spinFirstDealer, car))
    await hydrated(page)
    const photo = (at: number) => page.getByRole('img', { name: `${car.name}, photo ${at} of ${count}` })
    await expect(photo(1)).toBeVisible()
    await expect(counter(page, 1, count)).toBeVisible()

    await page.getByRole('button', { name: 'Next image' }).click()
    await expect(counter(page, 2, count)).toBeVisible()
    await expect(photo(2)).toBeVisible()
    await page.getByRole('button', { name: 'Previous image' }).click()
    await expect(counter(page, 1, count)).toBeVisible()

    // The arrow keys work while the gallery has focus, and wrap around.
    await page.getByRole('button', { name: 'Previous image' }).focus()
    await page.keyboard.press('ArrowLeft')
    await expect(counter(page, count, count)).toBeVisible()
    await page.keyboard.press('ArrowRight')
    await expect(counter(page, 1, count)).toBeVisible()

    const box = await photo(1).boundingBox()
    if (!box) throw new Error('The photo is not on screen')
    const y = box.y + box.height / 2
    await page.mouse.move(box.x + box.width * 0.7, y)
    await page.mouse.down()
    await page.mouse.move(box.x + box.width * 0.7 - 60, y, { steps: 4 })
    await page.mouse.up()
    await expect(counter(page, 2, count)).toBeVisible()

    const thumbnails = page.getByRole('list', { name: 'Thumbnails' }).getByRole('button')
    await expect(thumbnails).toHaveCount(count)
    await page.getByRole('button', { name: 'Show photo 3' }).click()
    await expect(counter(page, 3, count)).toBeVisible()
    await expect(page.getByRole('button', { name: 'Show photo 3' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('button', { name: 'Show photo 1' })).not.toHaveAttribute(
      'aria-current',
      'true',
    )
    await expectNoAxeViolations(page, [mediaSection])
  })

  test('only an in-stock car with more than 3 photos gets thumbnails; a car without photos is a New arrival', async ({
    page,
  }) => {
    const comingSoon = pick(
      spinFirstDealer,
      (vehicle) => vehicle.status === 'coming_soon' && photoCount(vehicle) > 3,
    )
    await page.goto(carUrl(spinFirstDealer, comingSoon))
    await expect(counter(page, 1, photoCount(comingSoon))).toBeVisible()
    await expect(page.getByRole('list', { name: 'Thumbnails' })).toHaveCount(0)

    const fewPhotos = pick(
      spinFirstDealer,
      (vehicle) => vehicle.status === 'in_stock' && !vehicle.has_spin && photoCount(vehicle) === 3,
    )
    await page.goto(carUrl(spinFirstDealer, fewPhotos))
    await expect(counter(page, 1, 3)).toBeVisible()
    await expect(page.getByRole('list', { name: 'Thumbnails' })).toHaveCount(0)

    const withoutPhotos = pick(
      galleryFirstDealer,
      (vehicle) => photoCount(vehicle) === 0 && !vehicle.primary_image_url,
    )
    await page.goto(carUrl(galleryFirstDealer, withoutPhotos))
    await hydrated(page)
    await expect(page.getByText('New arrival', { exact: true })).toBeVisible()
    await expect(page.getByText('Photos coming soon', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request Photos' })).toHaveAttribute(
      'href',
      `/enquire?car_id=${withoutPhotos.id}&type=request-photos`,
    )
    await expectNoAxeViolations(page, [mediaSection])

    const harbourside = pick(
      spinFirstDealer,
      (vehicle) => photoCount(vehicle) === 0 && !vehicle.primary_image_url,
    )
    await page.goto(carUrl(spinFirstDealer, harbourside))
    await expect(page.getByText('New arrival', { exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request Photos' })).toHaveCount(0)
  })

  test('View fullscreen shows the gallery full screen and Exit fullscreen leaves it', {
    tag: '@phone',
  }, async ({ page }) => {
    const car = galleryCar()
    await page.goto(carUrl(spinFirstDealer, car))
    await hydrated(page)
    const fullscreenElement = () =>
      page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))

    await page.getByRole('button', { name: 'View fullscreen' }).click()
    await expect.poll(fullscreenElement).toBe(`Photos of ${car.name}`)
    await page.getByRole('button', { name: 'Next image' }).click()
    await expect(counter(page, 2, photoCount(car))).toBeVisible()
    await page.getByRole('button', { name: 'Exit fullscreen' }).click()
    await expect.poll(fullscreenElement).toBeUndefined()
    await expect(page.getByRole('button', { name: 'View fullscreen' })).toBeVisible()
  })
})

test('a YouTube video loads nothing from YouTube until the shopper presses play', async ({ page }) => {
  const car = pick(
    spinFirstDealer,
    (vehicle) => vehicle.status === 'in_stock' && !!vehicle.external_video_url && !vehicle.video_url,
  )
  const videoId = new URL(car.external_video_url ?? '').searchParams.get('v')
  const requested: string[] = []
  await page.route(
    /^https:\/\/([a-z0-9-]+\.)*(youtube|youtube-nocookie|ytimg|googlevideo)\.com\//,
    (route) => {
      requested.push(route.request().url())
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>Player</title>',
      })
    },
  )
  await page.goto(carUrl(spinFirstDealer, car))
  await hydrated(page)
  const play = page.getByRole('button', { name: `Play video: ${car.name}` })
  // Centred, so the phone's fixed bottom bar covers nothing axe checks here.
  await play.evaluate((element) => element.scrollIntoView({ block: 'center' }))
  await expect(play).toBeVisible()
  await expectNoAxeViolations(page, ['#car-video'])
  expect(requested).toEqual([])

  await play.click()
  const player = page.locator(`iframe[title="Video: ${car.name}"]`)
  await expect(player).toHaveAttribute(
    'src',
    `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`,
  )
  await expect
    .poll(() => requested)
    .toContain(`https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the views and photos are links to the page showing them', async ({ page }) => {
    const car = spinCar()
    const count = photoCount(car)
    await page.goto(carUrl(spinFirstDealer, car))
    const views = page.getByRole('navigation', { name: 'Media views' })
    await expect(views.getByRole('link')).toHaveText(['Spin', 'Images', 'Interior'])
    await expect(views.getByRole('link', { name: 'Spin' })).toHaveAttribute('aria-current', 'true')
    await expect(page.getByRole('img', { name: `${car.name}, 360° view` })).toBeVisible()

    await views.getByRole('link', { name: 'Images' }).click()
    await expect(page).toHaveURL(/\?media=gallery#car-media$/)
    await expect(counter(page, 1, count)).toBeVisible()
    await page.getByRole('link', { name: 'Next image' }).click()
    await expect(page).toHaveURL(/[?&]photo=2/)
    await expect(counter(page, 2, count)).toBeVisible()
    await expect(page.getByRole('img', { name: `${car.name}, photo 2 of ${count}` })).toBeVisible()
    await page.getByRole('link', { name: 'Show photo 4' }).click()
    await expect(counter(page, 4, count)).toBeVisible()

    await page
      .getByRole('navigation', { name: 'Media views' })
      .getByRole('link', { name: 'Interior' })
      .click()
    await expect(page.getByRole('img', { name: `${car.name}, interior` })).toBeVisible()
    const inside = hotspotsOf(car).interior[0]
    if (!inside) throw new Error('The car has no interior hotspots')
    await hotspotButton(page, inside.title).click()
    await expect(page.getByText(inside.description, { exact: true })).toBeVisible()
  })

  test('a YouTube video is a link to watch it on YouTube', async ({ page }) => {
    const car = pick(
      spinFirstDealer,
      (vehicle) => vehicle.status === 'in_stock' && !!vehicle.external_video_url,
    )
    await page.goto(carUrl(spinFirstDealer, car))
    const videoId = new URL(car.external_video_url ?? '').searchParams.get('v')
    const link = page.getByRole('link', { name: `Play video: ${car.name}` })
    await expect(link).toHaveAttribute('href', `https://www.youtube.com/watch?v=${videoId}`)
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(page.locator('iframe[title^="Video:"]')).toHaveCount(0)
  })
})
