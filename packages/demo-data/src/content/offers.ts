/**
 * The demo special offers: manufacturer offers on a group (shown by all its dealers, one dealer opted out),
 * dealer offers, a finance offer and a service offer, with the long descriptions and disclaimers that
 * exercise the cards' truncation (description over 200 characters, disclaimer over 200).
 */

export interface DemoOffer {
  offerId: string
  name: string
  category: 'New vehicle offer' | 'Used vehicle offer' | 'Finance offer' | 'Service offer'
  manufacturer: string | null
  model: { name: string; overrideUrl?: string } | null
  description: string[]
  disclaimer: string
  /** Dealer or group slugs. */
  websites: string[]
  excludedWebsites?: string[]
  validUntil: string | null
}

const standardDisclaimer =
  'Offer available on new vehicles ordered and delivered between 1 November 2026 and 31 January 2027, while stocks last. Private and ABN buyers only; excludes fleet, government and rental buyers. Not available with any other offer. The dealer may vary or withdraw the offer at any time.'

export const demoOffers: DemoOffer[] = [
  {
    offerId: 'amarok-style-drive-away',
    name: 'Amarok Style: $62,990 drive away',
    category: 'New vehicle offer',
    manufacturer: 'Volkswagen',
    model: { name: 'Amarok' },
    description: [
      'Get the Amarok Style with the 2.0L twin-turbo diesel, 10-speed automatic and permanent 4MOTION all-wheel drive for $62,990 drive away.',
      'It comes with LED matrix headlights, a 12-inch touchscreen with wireless App-Connect, 360-degree camera and a five-year unlimited-kilometre warranty.',
    ],
    disclaimer: standardDisclaimer,
    websites: ['volkswagen-dealer-network'],
    validUntil: '2027-01-31',
  },
  {
    offerId: 'tiguan-finance-3-99',
    name: 'Tiguan from 3.99% p.a. comparison rate',
    category: 'Finance offer',
    manufacturer: 'Volkswagen',
    model: { name: 'Tiguan' },
    description: [
      'Finance a new Tiguan at 3.99% p.a. (4.49% comparison rate) with Volkswagen Financial Services.',
    ],
    disclaimer:
      'Finance to approved business and personal applicants of Volkswagen Financial Services Australia Pty Ltd ABN 20 097 071 460, Australian Credit Licence 389344. Comparison rate based on a secured loan of $30,000 over 5 years. WARNING: this comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.',
    websites: ['volkswagen-dealer-network'],
    validUntil: '2027-01-31',
  },
  {
    offerId: 'hilux-sr5-bonus-accessories',
    name: 'HiLux SR5: $2,000 of genuine accessories',
    category: 'New vehicle offer',
    manufacturer: 'Toyota',
    model: { name: 'HiLux' },
    description: [
      'Buy a new HiLux SR5 double cab and choose $2,000 of genuine Toyota accessories: a tow bar, bash plate, tub liner or a bonnet protector, fitted before delivery by our Moorooka workshop so your ute is ready for work on day one.',
    ],
    disclaimer: standardDisclaimer,
    websites: ['southern-cross-motors'],
    validUntil: '2027-01-31',
  },
  {
    offerId: 'ranger-xlt-runout',
    name: 'Ranger XLT runout: save on 2025 build stock',
    category: 'New vehicle offer',
    manufacturer: 'Ford',
    model: { name: 'Ranger' },
    description: [
      '2025 build Ranger XLT double cabs are priced to clear. Limited stock at Moorooka and Logan.',
    ],
    disclaimer: standardDisclaimer,
    websites: ['southern-cross-group'],
    excludedWebsites: ['southern-cross-group'],
    validUntil: '2027-01-31',
  },
  {
    offerId: 'logbook-service-from-299',
    name: 'Logbook servicing from $299',
    category: 'Service offer',
    manufacturer: null,
    model: null,
    description: [
      'Keep your new-car warranty with a logbook service from $299 at our service centres, with genuine parts, a free multi-point safety check and a courtesy car or drop-off to the city while we work.',
      'Book online or call us: most services are done the same day.',
    ],
    disclaimer:
      'Price applies to 15,000 km or 12-month services on passenger vehicles up to five years old; light commercials and performance models cost more. Brake fluid, spark plugs and other items due at a given interval are extra. Courtesy cars are subject to availability and a valid licence.',
    websites: ['southern-cross-motors', 'harbourside-volkswagen', 'outback-trucks'],
    validUntil: null,
  },
  {
    offerId: 'expired-winter-service',
    name: 'Winter service check $99',
    category: 'Service offer',
    manufacturer: null,
    model: null,
    description: ['A winter check of battery, tyres, wipers and lights for $99.'],
    disclaimer: 'Offer ended 31 August 2026.',
    websites: ['southern-cross-motors'],
    validUntil: '2026-08-31',
  },
]
