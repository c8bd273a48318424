/**
 * What a website's home page shows until staff edit it in Studio (forms document section 2, Other
 * pieces: "A promotional header with three value propositions: Reserve Quickly Online, Secure Online
 * Payments, Apply For Finance"; Offers: "The feature banner links to offers, online service booking and
 * selling your car"). Studio offers the same texts as the starting values of a new home page.
 */

export interface ValueProposition {
  title: string
  text: string
}

export const DEFAULT_VALUE_PROPOSITIONS: readonly ValueProposition[] = [
  {
    title: 'Reserve Quickly Online',
    text: 'Hold the vehicle you want with a refundable deposit in a few minutes.',
  },
  {
    title: 'Secure Online Payments',
    text: 'Pay your deposit safely online with encrypted card payments.',
  },
  {
    title: 'Apply For Finance',
    text: 'Get a finance quote and pre-approval without leaving home.',
  },
]

export type FeatureTileKey = 'offers' | 'service' | 'sellYourCar'

export interface FeatureTileDefault {
  key: FeatureTileKey
  href: string
  title: string
  text: string
}

/** The feature banner's three tiles, in order, with the page each one links to. */
export const FEATURE_BANNER_TILES: readonly FeatureTileDefault[] = [
  {
    key: 'offers',
    href: '/special-offers',
    title: 'Special Offers',
    text: 'The latest new vehicle, finance and service offers.',
  },
  {
    key: 'service',
    href: '/service',
    title: 'Book a Service',
    text: 'Choose a time that suits you and book your service online.',
  },
  {
    key: 'sellYourCar',
    href: '/sell-your-car',
    title: 'Sell Your Car',
    text: 'Get a fair offer for your current vehicle, with or without buying from us.',
  },
]

export const DEFAULT_FEATURED_CARS_HEADING = 'Featured Cars'
export const DEFAULT_OFFERS_TEASER_HEADING = 'Special Offers'
