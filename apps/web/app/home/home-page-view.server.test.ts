import type { SiteHomePageQueryResult } from '@forecourt/content/sanity.types'
import { describe, expect, it } from 'vitest'
import { homePageView } from './home-page-view.server'

type Document = NonNullable<SiteHomePageQueryResult>

const image = { alt: 'Amarok', url: '/demo-media/home/a.svg', width: 1920, height: 700 }
const slide = (fields: Partial<NonNullable<Document['slides']>[number]>) => ({
  _key: 'slide-1',
  name: 'Amarok',
  description: 'Drive away',
  url: '/special-offers',
  hideOverlay: false,
  linkLabel: null,
  image,
  ...fields,
})
const document = (fields: Partial<Document>): Document => ({
  slides: null,
  promotionalHeader: null,
  featureBanner: null,
  featuredCars: null,
  offersTeaser: null,
  ...fields,
})

describe('homePageView', () => {
  it("without a home page document: the spec's three propositions, the three tiles, no slides", () => {
    const view = homePageView(null)
    expect(view.slides).toEqual([])
    expect(view.promotionalHeader?.map((proposition) => proposition.title)).toEqual([
      'Reserve Quickly Online',
      'Secure Online Payments',
      'Apply For Finance',
    ])
    expect(view.featureBanner?.map((tile) => tile.href)).toEqual([
      '/special-offers',
      '/service',
      '/sell-your-car',
    ])
    expect(view.featuredCars).toEqual({ heading: 'Featured Cars' })
    expect(view.offersTeaser).toEqual({ heading: 'Special Offers' })
  })

  it("leaves out the 'Sell Your Car' tile where the site does not offer trade-ins", () => {
    expect(homePageView(null, false).featureBanner?.map((tile) => tile.href)).toEqual([
      '/special-offers',
      '/service',
    ])
  })

  it('labels each slide by the rule and leaves the overlay off image-only slides', () => {
    const view = homePageView(
      document({
        slides: [
          slide({ _key: 'a', url: '/special-offers' }),
          slide({ _key: 'b', url: '/search/used-cars', linkLabel: 'Discover More' }),
          slide({ _key: 'c', url: '/service', hideOverlay: true }),
        ],
      }),
    )
    expect(view.slides.map((entry) => entry.overlay)).toEqual([
      { linkLabel: 'Latest Offers' },
      { linkLabel: 'Discover More' },
      null,
    ])
  })

  it('drops slides that cannot show (no image, name or link) and names the image after the slide when it has no alt', () => {
    const view = homePageView(
      document({
        slides: [
          slide({ _key: 'a', image: null }),
          slide({ _key: 'b', url: null }),
          slide({ _key: 'c', image: { ...image, alt: null } }),
        ],
      }),
    )
    expect(view.slides.map((entry) => [entry.key, entry.image.alt])).toEqual([['c', 'Amarok']])
  })

  it('hides sections switched off in Studio and keeps edited words', () => {
    const view = homePageView(
      document({
        promotionalHeader: { enabled: false, propositions: [] },
        featureBanner: {
          enabled: true,
          offers: { title: 'Deals', text: null, image: null },
          service: null,
          sellYourCar: null,
        },
        featuredCars: { enabled: false, heading: 'Featured Cars' },
        offersTeaser: { enabled: true, heading: 'Latest Offers' },
      }),
    )
    expect(view.promotionalHeader).toBeNull()
    expect(view.featureBanner?.[0]).toMatchObject({ title: 'Deals', text: null, href: '/special-offers' })
    expect(view.featureBanner?.[1]).toMatchObject({ title: 'Book a Service', href: '/service' })
    expect(view.featuredCars).toBeNull()
    expect(view.offersTeaser).toEqual({ heading: 'Latest Offers' })
  })
})
