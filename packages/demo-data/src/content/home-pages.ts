/**
 * The demo home pages, one per demo website. Between them the slides cover every link-label rule: a
 * label chosen by staff ('Explore More', 'Discover More'), and by link 'Latest Offers', 'Explore' and
 * 'Learn More'; each site has one image-only slide (hideOverlay). Coastline switches the promotional
 * header off and the group portal the feature banner, to show sections can be hidden.
 */

export interface DemoSlide {
  name: string
  description: string
  url: string
  hideOverlay?: boolean
  linkLabel?: 'Explore More' | 'Discover More'
}

export interface DemoHomePage {
  /** The dealer's or group's slug. */
  website: string
  slides: DemoSlide[]
  promotionalHeader?: { enabled: boolean }
  featureBanner?: { enabled: boolean; offersText?: string }
  featuredCars: { enabled: boolean; heading: string }
  offersTeaser: { enabled: boolean; heading: string }
}

export const demoHomePages: DemoHomePage[] = [
  {
    website: 'harbourside-volkswagen',
    slides: [
      {
        name: 'Amarok Style: $62,990 drive away',
        description:
          'Twin-turbo diesel, 4MOTION all-wheel drive and a five-year unlimited-kilometre warranty.',
        url: '/special-offers',
      },
      {
        name: 'New and demo Volkswagens in stock now',
        description: 'Tiguan, T-Roc, Golf and Amarok ready to drive away from our Mosman showroom.',
        url: '/search/new-cars',
      },
      {
        name: 'Service with the Volkswagen experts',
        description: 'Factory-trained technicians, genuine parts and a courtesy car while we work.',
        url: '/service',
      },
      {
        name: 'Volkswagen Care Plans',
        description: 'Pay for your first services up front and save.',
        url: '/pages/care-plans',
        hideOverlay: true,
      },
    ],
    featureBanner: {
      enabled: true,
      offersText: 'Drive-away prices and low-rate finance on new Volkswagens.',
    },
    featuredCars: { enabled: true, heading: 'Featured Cars' },
    offersTeaser: { enabled: true, heading: 'Latest Volkswagen Offers' },
  },
  {
    website: 'southern-cross-motors',
    slides: [
      {
        name: 'HiLux SR5: $2,000 of genuine accessories',
        description: 'Tow bar, bash plate or tub liner fitted before delivery, on us.',
        url: '/offers/toyota/hilux-sr5-bonus-accessories',
        linkLabel: 'Discover More',
      },
      {
        name: 'Hundreds of used cars at Logan',
        description: 'Every one inspected, with a history report and open on Sundays.',
        url: '/search/used-cars',
        linkLabel: 'Explore More',
      },
      {
        name: 'Ranger XLT runout',
        description: '2025 build Ranger XLT double cabs, priced to clear.',
        url: '/special-offers',
      },
      {
        name: 'Sunday trading at our Logan used car yard',
        description: 'Open 10am to 4pm every Sunday.',
        url: '/locations/southern-cross-motors-used-car-yard',
        hideOverlay: true,
      },
    ],
    featureBanner: { enabled: true },
    featuredCars: { enabled: true, heading: 'Featured Cars' },
    offersTeaser: { enabled: true, heading: 'Special Offers' },
  },
  {
    website: 'coastline-motorcycles',
    slides: [
      {
        name: 'Ride into summer',
        description: 'Road, adventure and dirt bikes ready to ride away from Fremantle.',
        url: '/search',
      },
      {
        name: 'Bike servicing in Fremantle',
        description: 'From chain adjustments to major services, booked online.',
        url: '/service',
      },
      {
        name: 'Riding gear and accessories',
        description: 'Helmets, jackets and luggage in store.',
        url: '/contact',
        hideOverlay: true,
      },
    ],
    promotionalHeader: { enabled: false },
    featureBanner: { enabled: true },
    featuredCars: { enabled: true, heading: 'Featured Motorcycles' },
    offersTeaser: { enabled: true, heading: 'Special Offers' },
  },
  {
    website: 'outback-trucks',
    slides: [
      {
        name: 'Trucks and caravans built for the outback',
        description: 'Light and medium trucks, off-road vans and campers at Wingfield and Gepps Cross.',
        url: '/search',
      },
      {
        name: 'Logbook servicing from $299',
        description: 'Genuine parts and a free multi-point safety check.',
        url: '/offers/logbook-service-from-299',
      },
      {
        name: 'Visit us at Wingfield',
        description: 'Our truck yard and workshop.',
        url: '/locations/outback-trucks-wingfield',
        hideOverlay: true,
      },
    ],
    featureBanner: { enabled: true },
    featuredCars: { enabled: true, heading: 'Featured Trucks & Caravans' },
    offersTeaser: { enabled: true, heading: 'Special Offers' },
  },
  {
    website: 'southern-cross-group',
    slides: [
      {
        name: 'Southern Cross Group',
        description: 'More than 50 locations and 40 brands across Queensland.',
        url: '/brands',
      },
      {
        name: 'Browse stock across the group',
        description: 'New, demo and used vehicles from every Southern Cross dealership.',
        url: '/search',
      },
      {
        name: 'Find your nearest dealership',
        description: 'Sales, service and parts near you.',
        url: '/dealer-locator',
        hideOverlay: true,
      },
    ],
    featureBanner: { enabled: false },
    featuredCars: { enabled: true, heading: 'Featured Cars' },
    offersTeaser: { enabled: true, heading: 'Special Offers' },
  },
]
