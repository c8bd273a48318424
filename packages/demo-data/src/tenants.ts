/**
 * The fixed facts of the demo tenants. Both the content dataset and the stock feed are built from this
 * table, so ids, names and places agree everywhere. Tests and checks rely on these slugs.
 *
 * Document ids use hyphens, never dots: Sanity hides documents whose id contains a dot from
 * unauthenticated reads.
 */

export type AustralianState = 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT'
export type LocationType = 'sales' | 'service' | 'parts'
export type VehicleKind = 'car' | 'motorcycle' | 'truck' | 'caravan'

export interface DemoLocation {
  slug: string
  name: string
  /** Empty for a location that is none of sales, service or parts (the spec allows that). */
  type: LocationType | null
  subtype?: string
  /** Left out of the locations section at the foot of vehicle pages (spec: "Some locations are excluded"). */
  hiddenOnCarPage?: boolean
  primary: boolean
  street: string
  city: string
  state: AustralianState
  postcode: string
  lat: number
  lng: number
  timeZone: string
  phone: string
  /** Weekday hours as [open, close] for Monday to Friday, then Saturday and Sunday (null: closed). */
  hours: { weekdays: [string, string]; saturday: [string, string] | null; sunday: [string, string] | null }
  reviews: { averageRating: number; count: number }
}

export interface DemoDealer {
  slug: string
  name: string
  groupSlug: string
  /** Production hostnames; `{slug}.localhost` is added by tenancy in development. */
  domains: string[]
  kinds: VehicleKind[]
  makes: string[]
  theme: { primary: string; onPrimary: string; accent: string }
  phones: { main: string; new?: string; used?: string; service?: string }
  dealerLicenceNumber: string
  /** Share of the demo stock this dealer holds. */
  stockShare: number
  locations: DemoLocation[]
}

export interface DemoGroup {
  slug: string
  name: string
  /** A group with a website is a tenant of its own (the group portal). */
  hasWebsite: boolean
  domains: string[]
  theme: { primary: string; onPrimary: string; accent: string }
  /** Group configuration that member dealers inherit unless they override it. */
  minimumReviewRating: number
}

export const demoGroups: DemoGroup[] = [
  {
    slug: 'volkswagen-dealer-network',
    name: 'Volkswagen Dealer Network',
    hasWebsite: false,
    domains: [],
    theme: { primary: '#001e50', onPrimary: '#ffffff', accent: '#0040c5' },
    minimumReviewRating: 3,
  },
  {
    slug: 'southern-cross-group',
    name: 'Southern Cross Group',
    hasWebsite: true,
    domains: ['www.southerncrossgroup.com.au'],
    theme: { primary: '#12263a', onPrimary: '#ffffff', accent: '#c9a227' },
    minimumReviewRating: 4,
  },
  {
    slug: 'independent-dealers',
    name: 'Independent Dealers',
    hasWebsite: false,
    domains: [],
    theme: { primary: '#1f2937', onPrimary: '#ffffff', accent: '#2563eb' },
    minimumReviewRating: 4,
  },
]

const weekdayHours = (open: string, close: string) => [open, close] as [string, string]

export const demoDealers: DemoDealer[] = [
  {
    slug: 'harbourside-volkswagen',
    name: 'Harbourside Volkswagen',
    groupSlug: 'volkswagen-dealer-network',
    domains: ['www.harboursidevolkswagen.com.au'],
    kinds: ['car'],
    makes: ['Volkswagen'],
    theme: { primary: '#001e50', onPrimary: '#ffffff', accent: '#00b0f0' },
    phones: { main: '02 9555 0100', new: '02 9555 0101', used: '02 9555 0102', service: '02 9555 0110' },
    dealerLicenceNumber: 'MD 045127',
    stockShare: 0.2,
    locations: [
      {
        slug: 'harbourside-volkswagen-sales',
        name: 'Harbourside Volkswagen Sales',
        type: 'sales',
        primary: true,
        street: '120 Parramatta Road',
        city: 'Camperdown',
        state: 'NSW',
        postcode: '2050',
        lat: -33.8869,
        lng: 151.1763,
        timeZone: 'Australia/Sydney',
        phone: '02 9555 0100',
        hours: { weekdays: weekdayHours('08:30', '17:30'), saturday: ['09:00', '16:00'], sunday: null },
        reviews: { averageRating: 4.6, count: 812 },
      },
      {
        slug: 'harbourside-volkswagen-service',
        name: 'Harbourside Volkswagen Service Centre',
        type: 'service',
        primary: false,
        street: '4 Australia Street',
        city: 'Camperdown',
        state: 'NSW',
        postcode: '2050',
        lat: -33.8883,
        lng: 151.1789,
        timeZone: 'Australia/Sydney',
        phone: '02 9555 0110',
        hours: { weekdays: weekdayHours('07:30', '17:00'), saturday: ['08:00', '12:00'], sunday: null },
        reviews: { averageRating: 4.3, count: 356 },
      },
    ],
  },
  {
    slug: 'southern-cross-motors',
    name: 'Southern Cross Motors',
    groupSlug: 'southern-cross-group',
    domains: ['www.southerncrossmotors.com.au'],
    kinds: ['car'],
    makes: ['Toyota', 'Ford', 'Mazda', 'Hyundai', 'Kia', 'Mitsubishi', 'Nissan', 'Subaru'],
    theme: { primary: '#b3121f', onPrimary: '#ffffff', accent: '#12263a' },
    phones: { main: '07 3555 0200', new: '07 3555 0201', used: '07 3555 0202', service: '07 3555 0210' },
    dealerLicenceNumber: '3470126',
    stockShare: 0.45,
    locations: [
      {
        slug: 'southern-cross-motors-sales',
        name: 'Southern Cross Motors Moorooka',
        type: 'sales',
        primary: true,
        street: '180 Beaudesert Road',
        city: 'Moorooka',
        state: 'QLD',
        postcode: '4105',
        lat: -27.5366,
        lng: 153.0245,
        timeZone: 'Australia/Brisbane',
        phone: '07 3555 0200',
        hours: {
          weekdays: weekdayHours('08:00', '17:30'),
          saturday: ['08:00', '16:00'],
          sunday: ['10:00', '15:00'],
        },
        reviews: { averageRating: 4.7, count: 1204 },
      },
      {
        slug: 'southern-cross-motors-parramatta',
        name: 'Southern Cross Motors Parramatta',
        type: 'sales',
        primary: false,
        street: '180 Church Street',
        city: 'Parramatta',
        state: 'NSW',
        postcode: '2150',
        lat: -33.819,
        lng: 151.004,
        timeZone: 'Australia/Sydney',
        phone: '02 9555 0240',
        hours: {
          weekdays: weekdayHours('08:30', '17:30'),
          saturday: ['08:30', '16:00'],
          sunday: ['10:00', '15:00'],
        },
        reviews: { averageRating: 4.5, count: 688 },
      },
      {
        slug: 'southern-cross-motors-penrith',
        name: 'Southern Cross Motors Penrith',
        type: 'sales',
        primary: false,
        street: '110 Mulgoa Road',
        city: 'Penrith',
        state: 'NSW',
        postcode: '2750',
        lat: -33.7567,
        lng: 150.6815,
        timeZone: 'Australia/Sydney',
        phone: '02 9555 0250',
        hours: { weekdays: weekdayHours('08:30', '17:30'), saturday: ['08:30', '16:00'], sunday: null },
        reviews: { averageRating: 4.4, count: 391 },
      },
      {
        slug: 'southern-cross-motors-wollongong',
        name: 'Southern Cross Motors Wollongong',
        type: 'sales',
        primary: false,
        street: '50 Princes Highway',
        city: 'Fairy Meadow',
        state: 'NSW',
        postcode: '2519',
        lat: -34.392,
        lng: 150.893,
        timeZone: 'Australia/Sydney',
        phone: '02 9555 0260',
        hours: { weekdays: weekdayHours('08:30', '17:30'), saturday: ['08:30', '16:00'], sunday: null },
        reviews: { averageRating: 4.6, count: 254 },
      },
      {
        slug: 'southern-cross-motors-service',
        name: 'Southern Cross Motors Service',
        type: 'service',
        primary: false,
        street: '12 Hamilton Road',
        city: 'Moorooka',
        state: 'QLD',
        postcode: '4105',
        lat: -27.5341,
        lng: 153.0281,
        timeZone: 'Australia/Brisbane',
        phone: '07 3555 0210',
        hours: { weekdays: weekdayHours('07:00', '17:00'), saturday: ['08:00', '12:00'], sunday: null },
        reviews: { averageRating: 4.4, count: 530 },
      },
      {
        slug: 'southern-cross-motors-parts',
        name: 'Southern Cross Motors Parts',
        type: 'parts',
        hiddenOnCarPage: true,
        primary: false,
        street: '14 Hamilton Road',
        city: 'Moorooka',
        state: 'QLD',
        postcode: '4105',
        lat: -27.5343,
        lng: 153.0284,
        timeZone: 'Australia/Brisbane',
        phone: '07 3555 0220',
        hours: { weekdays: weekdayHours('07:30', '17:00'), saturday: ['08:00', '12:00'], sunday: null },
        reviews: { averageRating: 4.2, count: 98 },
      },
      {
        slug: 'southern-cross-motors-used-car-yard',
        name: 'Southern Cross Used Cars Logan',
        type: 'sales',
        subtype: 'buying',
        primary: false,
        street: '3350 Pacific Highway',
        city: 'Springwood',
        state: 'QLD',
        postcode: '4127',
        lat: -27.6127,
        lng: 153.1298,
        timeZone: 'Australia/Brisbane',
        phone: '07 3555 0230',
        hours: {
          weekdays: weekdayHours('09:00', '17:30'),
          saturday: ['09:00', '16:00'],
          sunday: ['10:00', '15:00'],
        },
        reviews: { averageRating: 4.1, count: 277 },
      },
    ],
  },
  {
    slug: 'coastline-motorcycles',
    name: 'Coastline Motorcycles',
    groupSlug: 'independent-dealers',
    domains: ['www.coastlinemotorcycles.com.au'],
    kinds: ['motorcycle'],
    makes: ['Honda', 'Yamaha', 'Kawasaki', 'Suzuki', 'Harley-Davidson', 'BMW', 'Triumph', 'KTM', 'Ducati'],
    theme: { primary: '#0b5c6b', onPrimary: '#ffffff', accent: '#f28c28' },
    phones: { main: '08 9555 0300', new: '08 9555 0301', used: '08 9555 0302', service: '08 9555 0310' },
    dealerLicenceNumber: 'MD 28841',
    stockShare: 0.15,
    locations: [
      {
        slug: 'coastline-motorcycles-fremantle',
        name: 'Coastline Motorcycles Fremantle',
        type: 'sales',
        primary: true,
        street: '45 Queen Victoria Street',
        city: 'Fremantle',
        state: 'WA',
        postcode: '6160',
        lat: -32.0464,
        lng: 115.7526,
        timeZone: 'Australia/Perth',
        phone: '08 9555 0300',
        hours: { weekdays: weekdayHours('08:30', '17:00'), saturday: ['09:00', '15:00'], sunday: null },
        reviews: { averageRating: 4.8, count: 412 },
      },
    ],
  },
  {
    slug: 'outback-trucks',
    name: 'Outback Trucks & Caravans',
    groupSlug: 'independent-dealers',
    domains: ['www.outbacktrucks.com.au'],
    kinds: ['truck', 'caravan'],
    makes: ['Isuzu', 'Hino', 'Fuso', 'Volvo', 'Jayco', 'Kedron', 'Lotus Caravans'],
    theme: { primary: '#7a3e00', onPrimary: '#ffffff', accent: '#d97706' },
    phones: { main: '08 8555 0400', new: '08 8555 0401', used: '08 8555 0402', service: '08 8555 0410' },
    dealerLicenceNumber: 'MVD 274190',
    stockShare: 0.2,
    locations: [
      {
        slug: 'outback-trucks-wingfield',
        name: 'Outback Trucks Wingfield',
        type: 'sales',
        primary: true,
        street: '220 Grand Junction Road',
        city: 'Wingfield',
        state: 'SA',
        postcode: '5013',
        lat: -34.8496,
        lng: 138.5634,
        timeZone: 'Australia/Adelaide',
        phone: '08 8555 0400',
        hours: { weekdays: weekdayHours('07:30', '17:00'), saturday: ['08:00', '12:00'], sunday: null },
        reviews: { averageRating: 4.5, count: 188 },
      },
      {
        slug: 'outback-caravans-gepps-cross',
        name: 'Outback Caravans Gepps Cross',
        type: 'sales',
        primary: false,
        street: '750 Main North Road',
        city: 'Gepps Cross',
        state: 'SA',
        postcode: '5094',
        lat: -34.8471,
        lng: 138.6058,
        timeZone: 'Australia/Adelaide',
        phone: '08 8555 0420',
        hours: {
          weekdays: weekdayHours('09:00', '17:00'),
          saturday: ['09:00', '16:00'],
          sunday: ['10:00', '16:00'],
        },
        reviews: { averageRating: 4.3, count: 141 },
      },
    ],
  },
]

export const groupId = (slug: string) => `dealerGroup-${slug}`
export const dealerId = (slug: string) => `dealer-${slug}`
export const locationId = (slug: string) => `location-${slug}`
