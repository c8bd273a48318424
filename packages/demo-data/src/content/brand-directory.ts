/** The brand directory of the group portal: brands the group sells and its own group companies. */

export type BrandCategory = 'car' | 'motorcycle' | 'truck' | 'groupCompany'

export interface BrandDirectoryEntry {
  slug: string
  title: string
  category: BrandCategory
  paragraphs: string[]
  /** The tile links straight to `link` instead of an overview page. */
  skipPage?: boolean
  link?: string
}

const carBrand = (slug: string, title: string, highlight: string): BrandDirectoryEntry => ({
  slug,
  title,
  category: 'car',
  link: `https://www.southerncrossmotors.com.au/search/${slug}`,
  paragraphs: [
    `${title} at Southern Cross Group means new, demonstrator and used ${title} vehicles from dealerships across south-east Queensland. ${highlight}`,
    `Our ${title}-trained technicians look after servicing, warranty work and genuine parts, with courtesy cars and early drop-off available at most service centres.`,
    `Talk to our finance team about a ${title} loan or novated lease, and bring your current vehicle along for a trade-in valuation on the spot.`,
  ],
})

const motorcycleBrand = (
  slug: string,
  title: string,
  highlight: string,
  extra?: Partial<BrandDirectoryEntry>,
) => ({
  slug,
  title,
  category: 'motorcycle' as const,
  paragraphs: [
    `${highlight} Southern Cross Group riders can browse the current ${title} range, from learner-approved models to touring and adventure bikes.`,
    `Servicing, tyres, riding gear and accessories are handled by staff who ride themselves, so you get advice from people who know the roads you ride.`,
  ],
  ...extra,
})

const truckBrand = (
  slug: string,
  title: string,
  highlight: string,
  extra?: Partial<BrandDirectoryEntry>,
) => ({
  slug,
  title,
  category: 'truck' as const,
  paragraphs: [
    `${highlight} Southern Cross Group supplies ${title} trucks for owner-drivers and fleets alike, with bodies built to suit tipper, tautliner, refrigerated and service applications.`,
    'Our truck workshops open early and finish late to keep downtime short, and carry the parts that keep a working fleet on the road.',
  ],
  ...extra,
})

const groupCompany = (slug: string, title: string, paragraphs: string[]): BrandDirectoryEntry => ({
  slug,
  title,
  category: 'groupCompany',
  paragraphs,
})

export const brandDirectory: Record<string, BrandDirectoryEntry[]> = {
  'southern-cross-group': [
    carBrand(
      'toyota',
      'Toyota',
      'From the Corolla to the LandCruiser, Toyota has been part of our story since the first showroom opened.',
    ),
    carBrand(
      'ford',
      'Ford',
      'Ranger, Everest and Mustang are on display, with tradie and fleet packs ready to drive away.',
    ),
    carBrand('mazda', 'Mazda', 'Mazda’s SUVs and the MX-5 bring Japanese craftsmanship to every budget.'),
    carBrand(
      'hyundai',
      'Hyundai',
      'Hyundai’s electric IONIQ range sits beside the Tucson and the i30 in our showrooms.',
    ),
    carBrand(
      'kia',
      'Kia',
      'Kia’s seven-year warranty and the EV range make it one of our fastest-growing brands.',
    ),
    carBrand(
      'mitsubishi',
      'Mitsubishi',
      'Triton, Outlander plug-in hybrid and Pajero Sport: Mitsubishi is built for Australian conditions.',
    ),
    carBrand('nissan', 'Nissan', 'Navara, Patrol and X-Trail cover work, adventure and the school run.'),
    carBrand('subaru', 'Subaru', 'Symmetrical all-wheel drive comes standard across the Subaru range.'),
    motorcycleBrand(
      'honda-motorcycles',
      'Honda Motorcycles',
      'Honda builds more motorcycles than anyone, and it shows in their reliability.',
    ),
    motorcycleBrand(
      'yamaha',
      'Yamaha',
      'Yamaha’s road, off-road and marine range shares decades of racing know-how.',
    ),
    motorcycleBrand(
      'kawasaki',
      'Kawasaki',
      'From the Ninja to the KLR, Kawasaki builds bikes with character.',
    ),
    motorcycleBrand('ktm', 'KTM', 'KTM is ready to race, on the track and off it.', {
      skipPage: true,
      link: 'https://www.ktm.com/en-au.html',
    }),
    truckBrand(
      'isuzu-trucks',
      'Isuzu Trucks',
      'Isuzu has been Australia’s best-selling truck brand for more than three decades.',
    ),
    truckBrand(
      'hino',
      'Hino',
      'Hino’s light, medium and heavy-duty trucks include hybrid models for city work.',
    ),
    truckBrand(
      'fuso',
      'Fuso',
      'Fuso’s Canter, Fighter and Shogun cover everything from city deliveries to interstate haulage.',
    ),
    truckBrand('volvo-trucks', 'Volvo Trucks', 'Volvo’s safety systems set the standard for heavy haulage.', {
      skipPage: true,
      link: 'https://www.volvotrucks.com.au',
    }),
    groupCompany('twg-cars', 'Southern Cross Cars', [
      'Southern Cross Cars is the group’s used vehicle business: hundreds of inspected cars, utes and SUVs of every make, in one place.',
      'Each vehicle is checked by our own technicians before it goes on sale, and comes with a clear history report.',
      'Trade-ins are welcome, and we will buy your car outright even if you are not buying from us.',
    ]),
    groupCompany('twg-rental', 'Southern Cross Rentals', [
      'Southern Cross Rentals hires out cars, utes, vans and minibuses by the day, week or month.',
      'Businesses use our long-term rentals to grow a fleet without tying up capital, with servicing and roadside assistance included.',
    ]),
    groupCompany('twg-tyres', 'Southern Cross Tyres', [
      'Southern Cross Tyres fits tyres for cars, 4WDs, motorcycles and trucks, with wheel alignments, balancing and puncture repairs while you wait.',
      'We stock the major tyre brands and price-match any written quote from a local competitor.',
      'Fleet customers get one account across every Southern Cross Tyres store.',
    ]),
    groupCompany('finance-and-insurance', 'Southern Cross Finance & Insurance', [
      'Southern Cross Finance & Insurance arranges car loans, novated leases and business finance from a panel of Australian lenders.',
      'Our insurance specialists compare comprehensive, gap and extended warranty cover, so you only pay for what you need.',
    ]),
    groupCompany('neotek', 'Neotek by Southern Cross', [
      'Neotek is the group’s vehicle technology workshop: window tinting, paint and fabric protection, dash cameras and reversing systems.',
      'Every product is fitted by trained technicians and backed by a workmanship guarantee.',
    ]),
    groupCompany('4x4-outdoor', 'Southern Cross 4x4 & Outdoor', [
      'Southern Cross 4x4 & Outdoor kits out utes and four-wheel drives for work and adventure: bull bars, canopies, drawers, lighting and suspension.',
      'Our fitters are off-road drivers themselves, and can plan a build to suit your vehicle, your load and your budget.',
      'Visit the store for camping gear, recovery equipment and free advice before your next trip.',
    ]),
  ],
}
