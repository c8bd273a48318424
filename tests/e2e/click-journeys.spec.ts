import { isReserveEligible } from '@forecourt/domain/vehicle-card/availability'
import type { VehicleDocument } from '@forecourt/search/collections/vehicles'
import { type APIRequestContext, expect as baseExpect, type Locator, type Page, test } from '@playwright/test'
import { listedVehicles } from './support/demo-stock'
import { holdScripts } from './support/hold-scripts'
import { hydrated } from './support/hydration'
import { uniqueEmail, uniqueMobile } from './support/leads'
import { serveMapTiles } from './support/map-tiles'
import { siteUrl } from './support/server'
import { latestCode } from './support/shopper-messages'

/**
 * Journeys a shopper clicks through with JavaScript (issue 32): one page load at the start, then clicks and
 * typing only, so every later page arrives as React Router's data request. None may end on "Page not
 * found", no response on the way may be a 404 or a 5xx, and the console stays free of errors.
 *
 * Each journey runs on the desktop and the phone, and once more with every script held back until after
 * the first click (a slow phone: that click is a plain page load, and the rest happens once the scripts
 * arrive). Between them they cover a dealer that gates finance and checkout behind sign-in
 * (southern-cross-motors) and one that does not (harbourside-volkswagen).
 */

// Each step is a whole navigation (data request, route module, render) on a busy 2-core machine: a watchdog
// for a journey that went nowhere, not a bound on its speed.
const expect = baseExpect.configure({ timeout: 15_000 })

const gated = 'southern-cross-motors'
const open = 'harbourside-volkswagen'

/** A shopper on one site, clicking: scripts held back until the first click when the variant says so. */
class Shopper {
  readonly mobile = uniqueMobile()
  readonly email = uniqueEmail('click-journey')
  private release: (() => void) | null = null
  private readonly failed: string[] = []
  private readonly consoleErrors: string[] = []

  readonly page: Page
  readonly request: APIRequestContext
  readonly slug: string

  constructor(page: Page, request: APIRequestContext, slug: string) {
    this.page = page
    this.request = request
    this.slug = slug
    page.on('response', (response) => {
      if (response.status() === 404 || response.status() >= 500)
        this.failed.push(`${response.status()} ${new URL(response.url()).pathname}`)
    })
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(message.text())
    })
    page.on('pageerror', (error) => this.consoleErrors.push(error.message))
  }

  /** The journey's one page load. */
  async start(path: string, holdBack: boolean) {
    // A car page's location tabs draw static maps from the tile server once scrolled near.
    await serveMapTiles(this.page)
    if (holdBack) this.release = await holdScripts(this.page)
    // Held scripts never load, so the page's load event waits for nothing more than its HTML.
    await this.page.goto(siteUrl(this.slug, path), { waitUntil: holdBack ? 'domcontentloaded' : 'load' })
    if (!holdBack) await hydrated(this.page)
  }

  /** A click; the first of a held-back journey is on the bare HTML, and lets the scripts through after it. */
  async click(target: Locator) {
    if (this.release) {
      await target.click()
      await this.page.waitForLoadState('domcontentloaded')
      this.release()
      this.release = null
    } else {
      await hydrated(this.page)
      await target.click()
    }
  }

  get main() {
    return this.page.getByRole('main')
  }

  /** The lead forms' contact fields (enquiry, test drive, service booking). */
  async fillContact(form: Locator | Page) {
    await form.getByLabel('Name').fill('Cleo Clicker')
    await form.getByLabel('Phone').fill(this.mobile)
    await form.getByLabel('Email').fill(this.email)
  }

  /** The sign-in page's two steps: the details, then the code texted to the mobile. */
  async signIn() {
    await expect(this.page).toHaveURL(/\/sign-in\?/)
    expect(decodeURIComponent(this.page.url())).not.toMatch(/\.data|_routes=/)
    await hydrated(this.page)
    await this.main.getByRole('textbox', { name: 'First Name' }).fill('Cleo')
    await this.main.getByRole('textbox', { name: 'Last Name' }).fill('Clicker')
    await this.main.getByRole('textbox', { name: 'Email' }).fill(this.email)
    await this.main.getByRole('textbox', { name: 'Mobile' }).fill(this.mobile)
    await this.click(this.main.getByRole('button', { name: 'Send Code' }))
    const code = await latestCode(this.request, this.slug, this.mobile)
    await this.main.getByRole('textbox', { name: 'Code', exact: true }).fill(code)
    await this.click(this.main.getByRole('button', { name: 'Sign In' }))
    await expect(this.page).not.toHaveURL(/\/sign-in\?/)
  }

  /** Where every journey must end: a real page, and nothing on the way that failed. */
  async expectClean() {
    await expect(this.page.getByText('Page not found')).toHaveCount(0)
    expect(this.failed, 'responses of 404 or 5xx').toEqual([])
    expect(this.consoleErrors, 'console errors').toEqual([])
  }
}

type Variant = 'desktop' | 'phone' | 'held'

/** Each variant of each journey that takes a car off the market takes its own, from the end of the list. */
function carFor(slug: string, journey: number, variant: Variant): VehicleDocument {
  const eligible = listedVehicles(slug, (vehicle) => isReserveEligible(vehicle) && vehicle.price > 0)
  const car = eligible[eligible.length - 1 - journey * 3 - ['desktop', 'phone', 'held'].indexOf(variant)]
  if (!car) throw new Error(`not enough eligible demo cars at ${slug}`)
  return car
}

const carPath = (car: VehicleDocument) => car.path ?? `/cars/${car.slug ?? car.id}`

function inStockUsedCar(slug: string): VehicleDocument {
  const [car] = listedVehicles(
    slug,
    (vehicle) => vehicle.status === 'in_stock' && vehicle.car_type === 'used',
  )
  if (!car) throw new Error(`no used car in stock at ${slug}`)
  return car
}

interface Journey {
  title: string
  slug: string
  /** The variants it runs in: desktop always; the phone and held-back scripts where listed. */
  variants: Variant[]
  walk: (shopper: Shopper, variant: Variant) => Promise<void>
}

const journeys: Journey[] = [
  {
    title: 'header Sign In, the code, then My Garage',
    slug: gated,
    variants: ['desktop', 'phone', 'held'],
    async walk(shopper, variant) {
      await shopper.start('/', variant === 'held')
      // On a phone the header's Sign In is the account button beside the menu, not inside the drawer.
      await shopper.click(shopper.page.getByRole('link', { name: 'Sign In' }).first())
      await shopper.signIn()
      await expect(shopper.page).toHaveURL(/\/my-garage$/)
      await expect(shopper.page.getByRole('heading', { name: 'My Garage', level: 1 })).toBeVisible()
    },
  },
  {
    title: 'Save on a card, sign in, then back on that car, saved',
    slug: gated,
    variants: ['desktop', 'phone', 'held'],
    async walk(shopper, variant) {
      const { page } = shopper
      await shopper.start('/search', variant === 'held')
      const save = shopper.main.getByRole('button', { name: /^Save to watchlist: / }).first()
      const title = ((await save.getAttribute('aria-label')) ?? '').replace(/^Save to watchlist: /, '')
      expect(title).not.toBe('')
      await shopper.click(save)
      await shopper.signIn()
      await expect(page).toHaveURL(/\/cars\//)
      await expect(page.getByRole('heading', { level: 1 })).toContainText(title)
      await expect(shopper.main.getByRole('button', { name: /^Saved in watchlist/ }).first()).toBeVisible()
    },
  },
  {
    title: 'Reserve Now, the test payment, the confirmation, then Go to My Garage and sign in',
    slug: open,
    variants: ['desktop', 'phone', 'held'],
    async walk(shopper, variant) {
      const car = carFor(open, 0, variant)
      await shopper.start(carPath(car), variant === 'held')
      await shopper.click(shopper.main.getByRole('link', { name: /^Reserve Now \(\$\d+ deposit\)$/ }))
      await expect(shopper.page).toHaveURL(/\/checkout$/)
      const form = shopper.page.getByRole('form', { name: 'Your details' })
      await hydrated(shopper.page)
      await form.getByRole('textbox', { name: 'First Name' }).fill('Cleo')
      await form.getByRole('textbox', { name: 'Last Name' }).fill('Clicker')
      await form.getByRole('textbox', { name: 'Email' }).fill(shopper.email)
      await form.getByRole('textbox', { name: 'Mobile' }).fill(shopper.mobile)
      await form.getByRole('checkbox', { name: 'I accept the reservation and refund terms' }).check()
      await shopper.click(form.getByRole('button', { name: 'Pay $200 deposit' }))
      await expect(shopper.page).toHaveURL(/\/payments\/test\/cs_test_/)
      await shopper.click(shopper.page.getByRole('button', { name: 'Pay $200 (test)' }))
      await expect(shopper.page.getByRole('heading', { level: 1 })).toHaveText(`Your ${car.name} is reserved`)
      await shopper.click(shopper.page.getByRole('link', { name: 'Go to My Garage' }))
      await shopper.signIn()
      await expect(shopper.page).toHaveURL(/\/my-garage$/)
      const reservations = shopper.page.getByRole('region', { name: 'Your reservations' })
      await expect(reservations.getByRole('link', { name: car.name, exact: true })).toBeVisible()
    },
  },
  {
    title:
      'Reserve Now where checkout is gated: sign in, the test payment, the confirmation, Go to My Garage',
    slug: gated,
    variants: ['desktop', 'held'],
    async walk(shopper, variant) {
      const car = carFor(gated, 0, variant)
      await shopper.start(carPath(car), variant === 'held')
      await shopper.click(shopper.main.getByRole('link', { name: /^Reserve Now \(\$\d+ deposit\)$/ }))
      await shopper.signIn()
      await expect(shopper.page).toHaveURL(/\/checkout-journey\?car_id=|\/buy-online/)
      const form = shopper.page.getByRole('form', { name: 'Your details' })
      await expect(form.getByRole('textbox', { name: 'Mobile' })).toHaveValue(shopper.mobile)
      await form.getByRole('checkbox', { name: 'I accept the reservation and refund terms' }).check()
      await shopper.click(form.getByRole('button', { name: 'Pay $500 deposit' }))
      await shopper.click(shopper.page.getByRole('button', { name: 'Pay $500 (test)' }))
      await expect(shopper.page.getByRole('heading', { level: 1 })).toHaveText(`Your ${car.name} is reserved`)
      await shopper.click(shopper.page.getByRole('link', { name: 'Go to My Garage' }))
      await expect(shopper.page).toHaveURL(/\/my-garage$/)
      const reservations = shopper.page.getByRole('region', { name: 'Your reservations' })
      await expect(reservations.getByRole('link', { name: car.name, exact: true })).toBeVisible()
    },
  },
  {
    title: 'Buy Online through its five steps, signing in on the way',
    slug: gated,
    variants: ['desktop', 'phone'],
    async walk(shopper, variant) {
      const car = carFor(gated, 1, variant)
      const { page } = shopper
      await shopper.start(carPath(car), false)
      const buyOnline = page.getByRole('link', { name: 'Buy Online' })
      await shopper.click(buyOnline.and(page.locator(`[href$="car_id=${car.slug ?? car.id}"]`)))
      await shopper.signIn()
      await expect(page).toHaveURL(/\/checkout-journey\?car_id=/)
      const form = page.getByRole('form', { name: 'Your details' })
      await form.getByRole('checkbox', { name: 'I accept the reservation and refund terms' }).check()
      await shopper.click(form.getByRole('button', { name: 'Pay $500 deposit' }))
      await shopper.click(page.getByRole('button', { name: 'Pay $500 (test)' }))
      await expect(page.getByRole('heading', { level: 2, name: 'Trade-in' })).toBeVisible()
      await page.getByRole('radio', { name: 'No trade-in' }).check()
      await shopper.click(page.getByRole('button', { name: 'Continue' }))
      await expect(page.getByRole('heading', { level: 2, name: 'Finance or pay in full' })).toBeVisible()
      await page.getByRole('radio', { name: 'Pay in full' }).check()
      await shopper.click(page.getByRole('button', { name: 'Continue' }))
      await expect(page.getByRole('heading', { level: 2, name: 'Delivery or pickup' })).toBeVisible()
      await page.getByRole('radio', { name: 'Deliver it to me' }).check()
      await page.getByRole('textbox', { name: /Delivery postcode/ }).fill('4000')
      await shopper.click(page.getByRole('button', { name: 'Continue' }))
      await expect(page.getByRole('region', { name: 'Review and confirm' })).toContainText('Pay in full')
      await shopper.click(page.getByRole('button', { name: 'Confirm my purchase' }))
      await expect(page.getByRole('heading', { name: 'Your purchase is confirmed' })).toBeVisible()
    },
  },
  {
    title: 'Get Pre-Approved where finance is gated: sign in, the estimate, the details, received',
    slug: gated,
    variants: ['desktop', 'phone'],
    async walk(shopper, variant) {
      const car = inStockUsedCar(gated)
      const { page } = shopper
      await shopper.start(carPath(car), variant === 'held')
      await shopper.click(page.getByRole('link', { name: 'Get Pre-Approved' }))
      await shopper.signIn()
      await expect(page).toHaveURL(new RegExp(`/(apply-for-finance|finance)\\?car_id=${car.id}`))
      const finance = page.locator('#finance-form')
      await shopper.click(finance.getByRole('button', { name: 'Get A Personalised Quote' }))
      await expect(finance.getByText('Your mobile is verified, so no code is needed.')).toBeVisible()
      await finance.getByRole('textbox', { name: /Postcode/ }).fill('4000')
      await shopper.click(finance.getByRole('button', { name: 'Get Pre-Approved' }))
      await expect(page).toHaveURL(/\/finance\/application-received\?reference=FC-/)
    },
  },
  {
    title: 'Get Pre-Approved: the estimate, the details, the texted code, pre-approved',
    slug: open,
    variants: ['desktop', 'held'],
    async walk(shopper, variant) {
      const car = inStockUsedCar(open)
      const { page } = shopper
      await shopper.start(carPath(car), variant === 'held')
      await shopper.click(page.getByRole('link', { name: 'Get Pre-Approved' }))
      await expect(page).toHaveURL(new RegExp(`/finance\\?car_id=${car.id}`))
      const finance = page.locator('#finance-form')
      await shopper.click(finance.getByRole('button', { name: 'Get A Personalised Quote' }))
      await finance.getByRole('textbox', { name: 'First Name' }).fill('Fran')
      await finance.getByRole('textbox', { name: 'Last Name' }).fill('Clicker')
      await finance.getByRole('textbox', { name: 'Email' }).fill(shopper.email)
      await finance.getByRole('textbox', { name: 'Mobile' }).fill(shopper.mobile)
      await shopper.click(finance.getByRole('button', { name: 'Send Code' }))
      const code = await latestCode(shopper.request, open, shopper.mobile, { purpose: 'finance_code' })
      await finance.getByRole('textbox', { name: 'Verification code' }).fill(code)
      await shopper.click(finance.getByRole('button', { name: 'Get Pre-Approved' }))
      await expect(page).toHaveURL(/\/finance\/application-received\?reference=FC-/)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Thanks Fran, you are pre-approved to apply',
      )
    },
  },
  {
    title: "a model's Book a Test Drive, a time, booked",
    slug: open,
    variants: ['desktop', 'phone', 'held'],
    async walk(shopper, variant) {
      const { page } = shopper
      await shopper.start('/models/tiguan', variant === 'held')
      await shopper.click(shopper.main.getByRole('link', { name: 'Book a Test Drive' }))
      await expect(page).toHaveURL(/\/book-test-drive\?model_id=tiguan/)
      await hydrated(page)
      await shopper.fillContact(page)
      const time = page.getByLabel('Preferred date and time')
      const first = await time.locator('option:not([value=""])').first().getAttribute('value')
      await time.selectOption(first ?? '')
      await shopper.click(page.getByRole('button', { name: 'Book Test Drive' }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your test drive request is in')
    },
  },
  {
    title: "a car's Enquire Now, the form, thank you",
    slug: gated,
    variants: ['desktop', 'phone', 'held'],
    async walk(shopper, variant) {
      const car = inStockUsedCar(gated)
      const { page } = shopper
      await shopper.start(carPath(car), variant === 'held')
      await shopper.click(shopper.main.getByRole('link', { name: 'Enquire Now' }).first())
      await expect(page).toHaveURL(/\/enquire\?car_id=/)
      await hydrated(page)
      const form = shopper.main
        .locator('form')
        .filter({ has: page.getByRole('button', { name: 'Send Enquiry' }) })
      await shopper.fillContact(form)
      const comments = form.getByLabel('Comments')
      if (await comments.count()) await comments.fill('Is it still available?')
      const terms = form.getByLabel('I agree to the terms of use')
      if (await terms.count()) await terms.check()
      await shopper.click(form.getByRole('button', { name: 'Send Enquiry' }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for your enquiry')
    },
  },
  {
    title: "a car's Value My Trade-In, the two steps, sent",
    slug: gated,
    variants: ['desktop', 'phone', 'held'],
    async walk(shopper, variant) {
      const car = inStockUsedCar(gated)
      const { page } = shopper
      await shopper.start(carPath(car), variant === 'held')
      await shopper.click(shopper.main.getByRole('link', { name: 'Value My Trade-In' }))
      await expect(page).toHaveURL(/\/cars\/trade-in\?car_id=/)
      await hydrated(page)
      const step = page.getByRole('form', { name: /^Step \d of 2/ })
      await step.getByLabel('Make').fill('Toyota')
      await step.getByLabel('Model').fill('Corolla')
      await step.getByLabel('Year').fill('2018')
      await step.getByLabel('Odometer (km)').fill('80000')
      await step.getByLabel('Condition').selectOption('Good')
      await shopper.click(step.getByRole('button', { name: 'Next: Your Details' }))
      await expect(page).toHaveURL(/step=2/)
      await step.getByLabel('First Name').fill('Cleo')
      await step.getByLabel('Last Name').fill('Clicker')
      await step.getByLabel('Mobile').fill(shopper.mobile)
      await step.getByLabel('Email').fill(shopper.email)
      await step.getByLabel('Postcode').fill('4000')
      await shopper.click(step.getByRole('button', { name: 'Sell Your Car' }))
      await expect(page).toHaveURL(/\/success\?/)
    },
  },
  {
    title: "the service page's Book a Service Online, three steps, sent",
    slug: gated,
    variants: ['desktop', 'phone', 'held'],
    async walk(shopper, variant) {
      const { page } = shopper
      await shopper.start('/service', variant === 'held')
      await shopper.click(shopper.main.getByRole('link', { name: 'Book a Service Online' }).first())
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Book a Service Online')
      await hydrated(page)
      await shopper.fillContact(page)
      await shopper.click(shopper.main.getByRole('button', { name: 'Continue' }))
      await page.getByLabel('Vehicle Make').selectOption({ index: 1 })
      await page.getByLabel('Vehicle Model').fill('Corolla')
      await page.getByLabel('Vehicle Year').fill('2019')
      await page.getByLabel('Vehicle Rego').fill('ABC123')
      await shopper.click(shopper.main.getByRole('button', { name: 'Continue' }))
      const interval = page.getByLabel('Service Interval')
      await interval.selectOption({ index: 1 })
      const date = page.getByLabel('Preferred Service Date')
      await date.fill((await date.getAttribute('min')) ?? '')
      await page.getByLabel('Postcode').fill('4000')
      await shopper.click(shopper.main.getByRole('button', { name: 'Send Booking Request' }))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your service booking request is in')
    },
  },
]

for (const journey of journeys) {
  test.describe(`${journey.title} (${journey.slug})`, () => {
    for (const variant of journey.variants) {
      const title = variant === 'held' ? 'with the scripts held back until the first click' : 'by clicking'
      const phone = variant === 'phone'
      test(`${title}${phone ? ' @phone' : ''}`, async ({ page, request, isMobile }) => {
        // The phone project runs the '@phone' variant; the desktop project runs the others.
        test.skip(isMobile !== phone, phone ? 'the phone variant' : 'a desktop variant')
        const shopper = new Shopper(page, request, journey.slug)
        await journey.walk(shopper, variant)
        await shopper.expectClean()
      })
    }
  })
}
