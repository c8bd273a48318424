import type { ContentDocument } from './content-document.ts'
import { reference } from './content-document.ts'

/**
 * The demo dealers' spin-to-win promotions (issue 33), running through the demo's season: Southern
 * Cross Motors asks shoppers to sign in before the page, Coastline Motorcycles shows it and asks at the spin.
 * Their settings switch the page on (site-settings.ts).
 */
interface DemoSpinPromotion {
  id: string
  dealerSlug: string
  title: string
  intro: string
  prizes: { key: string; name: string; chancePercent: number; quantity: number }[]
  terms: string
}

const SEASON = { startsAt: '2026-11-01T00:00:00Z', endsAt: '2027-03-31T13:00:00Z' }

export const demoSpinPromotions: readonly DemoSpinPromotion[] = [
  {
    id: 'southern-cross-summer-spin',
    dealerSlug: 'southern-cross-motors',
    title: 'Southern Cross Summer Spin',
    intro: 'Spin the wheel once for a chance to win a free service, a fuel card or a driving cap.',
    prizes: [
      { key: 'free-service', name: 'A free logbook service', chancePercent: 5, quantity: 10 },
      { key: 'fuel-card', name: 'A $50 fuel card', chancePercent: 20, quantity: 50 },
      { key: 'cap', name: 'A Southern Cross cap', chancePercent: 40, quantity: 200 },
    ],
    terms:
      'One spin per person, signed in with an Australian mobile. Prizes are not transferable or redeemable for cash. Winners are contacted by Southern Cross Motors within 5 business days. Open to residents of NSW aged 18 and over. Promotion runs 1 November 2026 to 31 March 2027.',
  },
  {
    id: 'coastline-ride-and-win',
    dealerSlug: 'coastline-motorcycles',
    title: 'Ride and Win',
    intro: 'Take one spin for a chance at riding gear from Coastline Motorcycles.',
    prizes: [
      { key: 'helmet', name: 'A full-face helmet', chancePercent: 10, quantity: 5 },
      { key: 'gloves', name: 'A pair of riding gloves', chancePercent: 30, quantity: 40 },
    ],
    terms:
      'One spin per person, signed in with an Australian mobile. Prizes are collected from our Fremantle showroom. Open to residents of WA aged 18 and over. Promotion runs 1 November 2026 to 31 March 2027.',
  },
]

export function spinPromotionDocument(promotion: DemoSpinPromotion): ContentDocument {
  return {
    _id: `spinPromotion-${promotion.id}`,
    _type: 'spinPromotion',
    title: promotion.title,
    dealer: reference(`dealer-${promotion.dealerSlug}`),
    intro: promotion.intro,
    ...SEASON,
    prizes: promotion.prizes.map(({ key, ...prize }) => ({ _type: 'spinPrize', _key: key, ...prize })),
    terms: promotion.terms,
  }
}
