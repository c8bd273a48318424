import { demoOffers } from '@forecourt/demo-data/content/offers'
import { offerDescriptionPreview } from '@forecourt/domain/site/offer-text'
import { expect, test } from '@playwright/test'
import { expectNoAxeViolations } from './support/axe'
import { siteUrl } from './support/server'

const offerCards = (page: import('@playwright/test').Page) => page.getByRole('main').getByRole('article')

test("/special-offers lists the site's and its group's current offers, by category", {
  tag: '@phone',
}, async ({ page }) => {
  await page.goto(siteUrl('harbourside-volkswagen', '/special-offers'))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Special Offers')
  for (const category of ['Finance offer', 'New vehicle offer', 'Service offer']) {
    await expect(page.getByRole('heading', { level: 2, name: category })).toBeVisible()
  }
  await expect(offerCards(page)).toHaveCount(3)
  await expectNoAxeViolations(page)
})

test('a long description shows 160 characters with View more, the disclaimer 200 with View full disclaimer', async ({
  page,
}) => {
  await page.goto(siteUrl('harbourside-volkswagen', '/special-offers'))
  const card = offerCards(page).filter({ hasText: 'Amarok Style' })
  const amarok = demoOffers.find((offer) => offer.offerId === 'amarok-style-drive-away')!
  const expected = offerDescriptionPreview(amarok.description.join(' '))
  expect(expected.truncated).toBe(true)
  await expect(card.locator('.expandable-preview').first()).toHaveText(expected.preview)
  await card.getByText('View more').click()
  await expect(card.getByText(/five-year unlimited-kilometre warranty\.$/)).toBeVisible()
  await expect(card.getByText('View less').first()).toBeVisible()
  await card.getByText('View full disclaimer').click()
  await expect(card.getByText(/The dealer may vary or withdraw the offer at any time\.$/)).toBeVisible()
  await expect(card.getByRole('link', { name: 'Explore Amarok' })).toHaveAttribute(
    'href',
    '/search?make=Volkswagen&model=Amarok',
  )
})

test('excluded and expired offers are not shown', async ({ page }) => {
  await page.goto(siteUrl('southern-cross-motors', '/special-offers'))
  await expect(offerCards(page).filter({ hasText: 'Ranger XLT runout' })).toHaveCount(1)
  await expect(offerCards(page).filter({ hasText: 'Winter service check' })).toHaveCount(0)
  expect(
    (await page.goto(siteUrl('southern-cross-motors', '/offers/expired-winter-service')))?.status(),
  ).toBe(404)
  // The group site is excluded from the group's Ranger offer and has none of its own.
  await page.goto(siteUrl('southern-cross-group', '/special-offers'))
  await expect(page.getByRole('heading', { name: 'No offers right now' })).toBeVisible()
})

test('an offer has its own page, canonical under its manufacturer', async ({ page }) => {
  const response = await page.goto(siteUrl('harbourside-volkswagen', '/offers/amarok-style-drive-away'))
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Amarok Style: $62,990 drive away')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    siteUrl('harbourside-volkswagen', '/offers/volkswagen/amarok-style-drive-away'),
  )
  await expect(page.getByRole('heading', { name: 'Disclaimer' })).toBeVisible()
  await expectNoAxeViolations(page)
  expect(
    (await page.goto(siteUrl('harbourside-volkswagen', '/offers/toyota/amarok-style-drive-away')))?.status(),
  ).toBe(404)
  expect((await page.goto(siteUrl('outback-trucks', '/offers/amarok-style-drive-away')))?.status()).toBe(404)
})
