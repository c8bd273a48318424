import { demoDealers, demoGroups } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference, slugOf } from './content-document.ts'

/**
 * The demo information and legal pages: one set shared by every website (privacy, terms, careers, about
 * us), and the Volkswagen group's warranty, roadside assistance and care plan pages.
 */

export type Block =
  | { kind: 'h2' | 'normal'; text: string; link?: { text: string; href: string } }
  | { kind: 'bullet'; items: string[] }

interface DemoPage {
  slug: string
  title: string
  description: string
  blocks: Block[]
  websites: string[]
  whyChooseUs?: { title: string; reasons: [title: string, text: string][] }
  faqs?: [question: string, answer: string][]
  locationBlock?: { title: string; filter: 'primary' | 'service-and-parts' }
}

const everyWebsite = [
  ...demoGroups.map((group) => `dealerGroup-${group.slug}`),
  ...demoDealers.map((dealer) => `dealer-${dealer.slug}`),
]
const volkswagen = ['dealerGroup-volkswagen-dealer-network']

export const demoPages: DemoPage[] = [
  {
    slug: 'vehicle-parts-and-accessories',
    title: 'Genuine Parts & Accessories',
    description: 'Genuine parts and accessories for every make we sell, ordered in and fitted by our team.',
    websites: ['dealerGroup-southern-cross-group'],
    blocks: [
      {
        kind: 'normal',
        text: 'Our parts counters stock genuine parts for every make we sell, and order in anything else within two business days.',
      },
      { kind: 'h2', text: 'Popular accessories' },
      {
        kind: 'bullet',
        items: ['Towbars and roof racks', 'All-weather floor mats', 'Dash cameras and reversing sensors'],
      },
    ],
  },
  {
    slug: 'privacy-policy',
    title: 'Privacy Policy',
    description: 'How we collect, use and protect your personal information.',
    websites: everyWebsite,
    blocks: [
      {
        kind: 'normal',
        text: 'We collect the details you give us when you enquire, book a service or apply for finance, and use them only to answer you and provide what you asked for.',
      },
      { kind: 'h2', text: 'What we collect' },
      {
        kind: 'bullet',
        items: [
          'Your name, email address, phone number and postcode',
          'The vehicles you ask about',
          'Your answers to finance questions',
        ],
      },
      { kind: 'h2', text: 'Contact' },
      {
        kind: 'normal',
        text: 'Questions about your privacy: ',
        link: { text: 'contact us', href: '/contact' },
      },
    ],
  },
  {
    slug: 'terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms of using this website.',
    websites: everyWebsite,
    blocks: [
      {
        kind: 'normal',
        text: 'Prices and availability on this website may change without notice. Images may show optional equipment.',
      },
      { kind: 'h2', text: 'Online reservations' },
      {
        kind: 'normal',
        text: 'A reservation holds a vehicle for 48 hours and is refunded in full if you do not go ahead.',
      },
    ],
  },
  {
    slug: 'careers',
    title: 'Careers',
    description: 'Work with us: sales, service and parts roles.',
    websites: everyWebsite,
    blocks: [
      {
        kind: 'normal',
        text: 'We are always keen to hear from qualified technicians, sales consultants and parts interpreters.',
      },
    ],
  },
  {
    slug: 'about-us',
    title: 'About Us',
    description: 'Who we are and how we look after our customers.',
    websites: everyWebsite,
    blocks: [
      {
        kind: 'normal',
        text: 'Family owned and locally run, we have sold and serviced vehicles in our community for more than 30 years.',
      },
    ],
    locationBlock: { title: 'Visit Us', filter: 'primary' },
    whyChooseUs: {
      title: 'Why Choose Us',
      reasons: [
        ['Fixed-price servicing', 'Know the price of every logbook service before you book.'],
        ['Finance in minutes', 'Instant pre-approval with no impact on your credit score.'],
        ['Trade-ins welcome', 'A fair valuation for your current vehicle, on the spot.'],
        ['Local for 30+ years', 'The same family, the same community, since the 1990s.'],
      ],
    },
  },
  {
    slug: 'selling-your-car',
    title: 'Selling Your Car: Questions and Answers',
    description: 'How trade-ins and selling your car to us work, from valuation to payment.',
    websites: everyWebsite,
    blocks: [
      {
        kind: 'normal',
        text: 'Sell your car to us or trade it in on your next one. Here is how it works.',
      },
    ],
    faqs: [
      [
        'How do you value my car?',
        'We look at its make, model, year, kilometres and condition, and at what similar cars sell for today.\n\nThe valuation is confirmed when we see the car.',
      ],
      ['Do I have to buy a car from you?', 'No. We buy cars outright as well as taking trade-ins.'],
      [
        'What if I still owe money on my car?',
        'We check for finance owing and pay it out for you; the rest is paid to you.',
      ],
      ['How quickly am I paid?', 'Usually on the same day you hand over the car and its papers.'],
    ],
  },
  {
    slug: 'warranty',
    title: 'New Car Warranty',
    description: 'Five years, unlimited kilometres.',
    websites: volkswagen,
    locationBlock: { title: 'Warranty service and genuine parts', filter: 'service-and-parts' },
    blocks: [
      {
        kind: 'normal',
        text: 'Every new Volkswagen comes with a five-year, unlimited-kilometre factory warranty.',
      },
    ],
  },
  {
    slug: 'roadside-assist',
    title: 'Roadside Assistance',
    description: 'Help around the clock, anywhere in Australia.',
    websites: volkswagen,
    blocks: [
      {
        kind: 'normal',
        text: 'Roadside assistance is included for the first year and renewed with every scheduled service at our workshops.',
      },
    ],
  },
  {
    slug: 'care-plans',
    title: 'Volkswagen Care Plans',
    description: 'Pre-paid servicing at a fixed price.',
    websites: volkswagen,
    blocks: [
      {
        kind: 'normal',
        text: 'Pay for three or five years of scheduled servicing up front and save on the capped-price service cost.',
      },
    ],
  },
]

export function portableText(blocks: readonly Block[]) {
  return blocks.flatMap((block, index): Record<string, unknown>[] => {
    if (block.kind === 'bullet') {
      return block.items.map((item, itemIndex) => ({
        _type: 'block',
        _key: `b${index}-${itemIndex}`,
        style: 'normal',
        listItem: 'bullet',
        level: 1,
        markDefs: [],
        children: [{ _type: 'span', _key: 's0', text: item, marks: [] }],
      }))
    }
    const markDefs = block.link ? [{ _type: 'link', _key: 'link0', href: block.link.href }] : []
    const children = [
      { _type: 'span', _key: 's0', text: block.text, marks: [] },
      ...(block.link ? [{ _type: 'span', _key: 's1', text: block.link.text, marks: ['link0'] }] : []),
    ]
    return [{ _type: 'block', _key: `b${index}`, style: block.kind, markDefs, children }]
  })
}

export function pageDocument(page: DemoPage): ContentDocument {
  return {
    _id: `page-${page.slug}`,
    _type: 'page',
    title: page.title,
    slug: slugOf(page.slug),
    description: page.description,
    body: portableText(page.blocks),
    ...(page.whyChooseUs
      ? {
          whyChooseUs: {
            _type: 'whyChooseUs',
            title: page.whyChooseUs.title,
            reasons: page.whyChooseUs.reasons.map(([title, text], index) => ({
              _type: 'reason',
              _key: `reason${index}`,
              title,
              text,
            })),
          },
        }
      : {}),
    ...(page.locationBlock ? { locationBlock: { _type: 'locationBlock', ...page.locationBlock } } : {}),
    ...(page.faqs
      ? {
          faqs: page.faqs.map(([question, answer], index) => ({
            _type: 'faqItem',
            _key: `faq${index}`,
            question,
            answer,
          })),
        }
      : {}),
    websites: page.websites.map((id) => ({ ...reference(id), _key: id })),
  }
}
