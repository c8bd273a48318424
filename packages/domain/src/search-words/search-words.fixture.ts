import type { Place, SearchSynonym, SearchWordsContext, StockVocabulary } from './context.ts'

/**
 * A dealer group's stock for the parser's tests: cars, motorcycles, trucks and caravans at several
 * yards, spelled as its search index facets list them. Tests only.
 */

const models: Record<string, string[]> = {
  Toyota: [
    'HiLux',
    'LandCruiser 300',
    'LandCruiser 70',
    'LandCruiser Troop Carrier',
    'Corolla',
    'Corolla Cross',
    'RAV4',
    'Kluger',
    'Camry',
    'Prado',
    'HiAce',
    'Yaris Cross',
  ],
  Ford: ['Ranger', 'Everest', 'Mustang', 'Mustang Mach-E', 'Puma', 'Transit Custom'],
  Mazda: ['CX-5', 'CX-3', 'CX-30', 'CX-90', 'BT-50', 'Mazda3'],
  Hyundai: ['i30', 'i30 Sedan', 'Tucson', 'Santa Fe', 'Kona', 'Staria'],
  Kia: ['Sportage', 'Carnival', 'Sorento', 'Cerato', 'EV6', 'Picanto'],
  Mitsubishi: ['Triton', 'Outlander', 'Pajero Sport', 'Eclipse Cross'],
  Nissan: ['Navara', 'Patrol', 'X-Trail'],
  Subaru: ['Outback', 'Forester', 'WRX'],
  Volkswagen: ['Amarok', 'Golf', 'Tiguan', 'T-Roc', 'Polo', 'ID.4', 'Transporter'],
  Isuzu: ['D-Max', 'MU-X', 'N Series'],
  Holden: ['Colorado', 'Commodore'],
  Honda: ['CR-V', 'Civic', 'CB650R', 'Rebel 500', 'CRF300L'],
  Yamaha: ['MT-07', 'MT-09', 'YZF-R1', 'Tenere 700', 'TMAX'],
  Kawasaki: ['Ninja 400', 'Ninja 500', 'Z650', 'Z900', 'KLR650', 'Versys 650'],
  'Harley-Davidson': ['Fat Boy', 'Street Glide', 'Low Rider'],
  BMW: ['R 1300 GS', 'G 310 R', 'X5'],
  Ducati: ['Monster', 'Panigale V4', 'Scrambler'],
  KTM: ['390 Duke', '890 Adventure'],
  Hino: ['300 Series', '500 Series'],
  Fuso: ['Canter'],
  Jayco: ['Journey', 'Swan', 'Crossover', 'Starcraft'],
  Kedron: ['TopEnder'],
  'Mercedes-Benz': ['Sprinter', 'GLC'],
  'Land Rover': ['Defender', 'Range Rover Sport'],
}

export const groupStock: StockVocabulary = {
  makes: Object.keys(models),
  models: Object.entries(models).flatMap(([make, names]) => names.map((model) => ({ make, model }))),
  badges: [
    'SR5 4x4',
    'SR 4x4',
    'Workmate 4x2',
    'Rogue 4x4',
    'GR Sport 4x4',
    'GXL',
    'VX',
    'Sahara',
    'XL 4x4',
    'XLT 4x4',
    'Wildtrak 4x4',
    'Wildtrak PHEV 4x4',
    'Raptor 4x4',
    'Sport 4x4',
    'Maxx Sport',
    'GT-Line',
    'SX Hybrid',
    'ZR Hybrid',
    'Life 110TSI',
    'R-Line',
    'GTI',
    'R',
    'Style 4x4',
    'Core 4x4',
    'Aventura V6 4x4',
    'MT-07 LAMS',
    'Z650 LAMS',
    'Ninja 400 LAMS',
    'Outback',
    '21ft Family',
    'GLX',
    'Exceed',
    'X-Terrain',
    'LS-U',
    'Ti',
  ],
  bodies: [
    'SUV',
    'Ute',
    'Cab Chassis',
    'Hatch',
    'Sedan',
    'Wagon',
    'People Mover',
    'Van',
    'Coupe',
    'Convertible',
    'Naked',
    'Sports',
    'Adventure',
    'Cruiser',
    'Touring',
    'Scooter',
    'Off-Road',
    'Dual Sport',
    'Prime Mover',
    'Tipper',
    'Pantech',
    'Caravan',
    'Camper Trailer',
    'Pop Top',
  ],
  colours: [
    'White',
    'Black',
    'Grey',
    'Blue',
    'Silver',
    'Red',
    'Orange',
    'Green',
    'Brown',
    'Yellow',
    'Crystal White Pearl',
    'Lunar Silver',
    'Gunmetal Grey',
  ],
  fuels: ['Petrol', 'Diesel', 'Hybrid', 'Electric', 'Plug-in Hybrid'],
  transmissions: ['Automatic', 'Manual'],
  drives: ['FWD', 'AWD', '4x4', '4x2', 'RWD', 'Chain', 'Belt', 'Shaft'],
  seats: ['1', '2', '3', '4', '5', '7', '8', '12'],
  conditions: ['new', 'used', 'demo'],
  itemTypes: ['car', 'motorcycle', 'truck', 'caravan'],
  features: [
    'Apple CarPlay',
    'Android Auto',
    'Sunroof',
    'Leather Seats',
    'Heated Seats',
    'Tow Bar',
    'Bull Bar',
    'Reversing Camera',
    '360 Camera',
    'Adaptive Cruise Control',
    'Blind Spot Monitoring',
    'Satellite Navigation',
    'Third Row Seating',
    'ABS',
    'Towing 2,000 kg+',
    'Towing 2,500 kg+',
    'Towing 3,000 kg+',
    'Towing 3,500 kg+',
    'Towing 5,000 kg+',
  ],
  cities: ['Moorooka', 'Camperdown', 'Fremantle', 'Springwood', 'Gepps Cross', 'Wingfield'],
  states: ['QLD', 'NSW', 'SA', 'WA'],
}

/** One car dealer's stock: a site of one kind, where 'car' says nothing. */
export const carDealerStock: StockVocabulary = {
  ...groupStock,
  makes: ['Volkswagen', 'Toyota', 'Mazda'],
  models: groupStock.models.filter((entry) => ['Volkswagen', 'Toyota', 'Mazda'].includes(entry.make)),
  bodies: ['SUV', 'Ute', 'Hatch', 'Wagon', 'Van', 'Cab Chassis'],
  colours: ['White', 'Black', 'Grey', 'Silver', 'Blue', 'Red'],
  itemTypes: ['car'],
  cities: ['Camperdown'],
  states: ['NSW'],
}

export const groupSynonyms: SearchSynonym[] = [
  { words: ['troopy', 'troopie', 'troop carrier'], make: 'Toyota', model: 'LandCruiser Troop Carrier' },
  { words: ['lc70', 'seventy series', '70 series'], make: 'Toyota', model: 'LandCruiser 70' },
  { words: ['rav'], make: 'Toyota', model: 'RAV4' },
  { words: ['tradie van'], body: 'Van', fuel: 'Diesel' },
  { words: ['workhorse'], body: 'Ute', fuel: 'Diesel', transmission: 'Manual' },
  { words: ['pajero'], make: 'Mitsubishi', model: 'Pajero Sport' },
]

const places: Place[] = [
  { name: 'Penrith', postcode: '2750', state: 'NSW', lat: -33.751, lng: 150.694 },
  { name: 'Parramatta', postcode: '2150', state: 'NSW', lat: -33.815, lng: 151.001 },
  { name: 'Castle Hill', postcode: '2154', state: 'NSW', lat: -33.731, lng: 151.004 },
  { name: 'Bondi', postcode: '2026', state: 'NSW', lat: -33.894, lng: 151.264 },
  { name: 'Richmond', postcode: '3121', state: 'VIC', lat: -37.823, lng: 145.001 },
  { name: 'Richmond', postcode: '2753', state: 'NSW', lat: -33.6, lng: 150.75 },
  { name: 'Darwin', postcode: '0800', state: 'NT', lat: -12.463, lng: 130.842 },
  { name: 'Toowoomba', postcode: '4350', state: 'QLD', lat: -27.56, lng: 151.953 },
]

/** A place lookup over a few places, as the caller's geodata would answer. */
export function lookupPlace(query: { name?: string; postcode?: string; state?: string }): Place | null {
  const matches = places.filter(
    (place) =>
      (query.postcode === undefined || place.postcode === query.postcode) &&
      (query.name === undefined || place.name.toLowerCase() === query.name.toLowerCase()) &&
      (query.state === undefined || place.state === query.state),
  )
  return matches[0] ?? null
}

export const groupContext: SearchWordsContext = {
  stock: groupStock,
  synonyms: groupSynonyms,
  currentYear: 2026,
  finance: { annualRate: 10, termYears: 5, establishmentFee: 0 },
  lookupPlace,
}

export const carDealerContext: SearchWordsContext = { ...groupContext, stock: carDealerStock }
