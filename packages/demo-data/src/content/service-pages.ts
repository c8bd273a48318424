import { servicePageId } from '@forecourt/domain/site/website-singletons'
import { demoMediaUrlPrefix } from '../paths.ts'
import { dealerId, groupId } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference } from './content-document.ts'
import { type Block, portableText } from './pages.ts'

/**
 * The demo service pages. The Volkswagen group's page is inherited by Harbourside Volkswagen; Southern
 * Cross Motors has its own with a tab per kind of booking. Booking tabs frame a demo "service provider"
 * page generated beside the other media, since the demo cannot reach a real provider.
 */
interface DemoServicePage {
  websiteId: string
  tabs: { name: string; bookingPage?: string }[]
  pricingGuideUrl?: string
  seasonalOffer?: { title: string; terms: Block[] }
}

const winterTerms: Block[] = [
  {
    kind: 'normal',
    text: 'The Winter Service Special applies to logbook services booked online between 1 June and 31 August.',
  },
  {
    kind: 'bullet',
    items: [
      'Includes a battery health check and a wiper blade replacement.',
      'Not valid with any other offer. Parts and fluids beyond the logbook schedule are charged separately.',
      'Available at participating service centres only.',
    ],
  },
]

export const demoServicePages: DemoServicePage[] = [
  {
    websiteId: groupId('volkswagen-dealer-network'),
    tabs: [
      { name: 'Book a Service', bookingPage: 'volkswagen-service' },
      { name: 'Express Service', bookingPage: 'volkswagen-express' },
      { name: 'Tyres & Wheels' },
    ],
    pricingGuideUrl: 'https://www.volkswagen.com.au/en/owners-service/service-and-maintenance.html',
    seasonalOffer: { title: 'Winter Service Special', terms: winterTerms },
  },
  {
    websiteId: dealerId('southern-cross-motors'),
    tabs: [{ name: 'Service' }, { name: 'Fleet Servicing', bookingPage: 'southern-cross-fleet' }],
  },
]

const bookingPageUrl = (name: string) => `${demoMediaUrlPrefix}/service-booking/${name}.html`

export function servicePageDocument(page: DemoServicePage): ContentDocument {
  return {
    _id: servicePageId(page.websiteId),
    _type: 'servicePage',
    website: reference(page.websiteId),
    tabs: page.tabs.map((tab, index) => ({
      _type: 'serviceTab',
      _key: `tab${index}`,
      name: tab.name,
      ...(tab.bookingPage ? { url: bookingPageUrl(tab.bookingPage) } : {}),
    })),
    ...(page.pricingGuideUrl ? { pricingGuideUrl: page.pricingGuideUrl } : {}),
    ...(page.seasonalOffer
      ? {
          seasonalOfferTitle: page.seasonalOffer.title,
          seasonalOfferTerms: portableText(page.seasonalOffer.terms),
        }
      : {}),
  }
}

/** A small page standing in for a dealer-service provider's booking screen, per booking tab of the demo. */
export function demoBookingPageFiles(): { path: string; html: string }[] {
  const names = demoServicePages.flatMap((page) => page.tabs.flatMap((tab) => tab.bookingPage ?? []))
  return names.map((name) => ({
    path: `service-booking/${name}.html`,
    html: `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Online service booking (demo provider)</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0;padding:24px;color:#1f2937;background:#f9fafb}h1{font-size:1.4rem}</style></head>
<body><main><h1>Online service booking</h1>
<p>This demo stands in for the dealer-service provider whose booking screen (<code>${name}</code>) appears here in production.</p>
<p>In this demo, please call the service department to book.</p></main></body>
</html>
`,
  }))
}
