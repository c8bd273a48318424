import { entry, phraseTableRule } from './phrase-table.ts'

/**
 * Fuel (diesel, hybrid, EV, plug-in), transmission (auto, manual), drive (4WD, 4x4, AWD), condition (new,
 * demo, used), availability and certification, as the facets of the same names.
 */

export const fuelWords = phraseTableRule({
  attribute: 'fuel',
  stock: (stock) => stock.fuels,
  entries: [
    entry('Diesel', 'diesel', 'diesels', 'turbo diesel', 'turbodiesel', 'tdi', 'oiler', 'oil burner', 'dsl'),
    entry('Petrol', 'petrol', 'unleaded', 'ulp', 'premium unleaded', 'pulp', 'gasoline', 'petrol engine'),
    entry(
      'Hybrid',
      'hybrid',
      'hybrids',
      'hev',
      'self charging hybrid',
      'self-charging hybrid',
      'petrol hybrid',
      'petrol electric',
    ),
    entry(
      'Plug-in Hybrid',
      'plug-in hybrid',
      'plug in hybrid',
      'plugin hybrid',
      'plug-in',
      'plug in',
      'plugin',
      'phev',
      'phevs',
      'plug-in hybrids',
    ),
    entry(
      'Electric',
      'electric',
      'ev',
      'evs',
      "ev's",
      'bev',
      'battery electric',
      'fully electric',
      'full electric',
      'all electric',
      'electric car',
      'electric vehicle',
      'electric vehicles',
      'zero emission',
    ),
    entry(['Gas', 'LPG'], 'lpg', 'gas', 'autogas', 'dual fuel'),
    entry('Hydrogen', 'hydrogen', 'fuel cell', 'fcev'),
  ],
})

export const transmissionWords = phraseTableRule({
  attribute: 'transmission',
  stock: (stock) => stock.transmissions,
  entries: [
    entry(
      'Automatic',
      'auto',
      'autos',
      'automatic',
      'automatics',
      'auto transmission',
      'automatic transmission',
      'auto gearbox',
      'self shifting',
      'cvt',
      'dct',
      'dsg',
      'tiptronic',
    ),
    entry(
      'Manual',
      'manual',
      'manuals',
      'manual transmission',
      'manual gearbox',
      'stick',
      'stick shift',
      'stickshift',
    ),
  ],
})

export const driveWords = phraseTableRule({
  attribute: 'drive',
  stock: (stock) => stock.drives,
  entries: [
    entry(
      ['4WD', '4x4'],
      '4wd',
      '4x4',
      '4 x 4',
      '4by4',
      'four wheel drive',
      'four-wheel drive',
      '4 wheel drive',
      'four by four',
      '4wds',
      '4x4s',
      'offroader',
    ),
    entry(
      'AWD',
      'awd',
      'all wheel drive',
      'all-wheel drive',
      'all wheel',
      'quattro',
      '4motion',
      'xdrive',
      '4matic',
    ),
    entry(['2WD', '4x2'], '2wd', '4x2', '4 x 2', 'two wheel drive', '2 wheel drive'),
    entry('FWD', 'fwd', 'front wheel drive', 'front-wheel drive'),
    entry('RWD', 'rwd', 'rear wheel drive', 'rear-wheel drive'),
  ],
})

export const conditionWords = phraseTableRule({
  attribute: 'car_type',
  stock: (stock) => stock.conditions,
  entries: [
    entry(
      'new',
      'new',
      'brand new',
      'brandnew',
      'new car',
      'new cars',
      'unregistered',
      'new vehicle',
      'new vehicles',
    ),
    entry(
      'demo',
      'demo',
      'demos',
      'ex demo',
      'ex-demo',
      'exdemo',
      'demonstrator',
      'demonstrators',
      'demo model',
      'dealer demo',
    ),
    entry(
      'used',
      'used',
      'second hand',
      'second-hand',
      'secondhand',
      '2nd hand',
      'pre-owned',
      'pre owned',
      'preowned',
      'pre-loved',
      'preloved',
      'used car',
      'used cars',
    ),
  ],
})

export const certifiedWords = phraseTableRule({
  attribute: 'certified',
  stock: () => ['true'],
  entries: [
    entry('true', 'certified', 'certified pre-owned', 'certified pre owned', 'cpo', 'certified used'),
  ],
})

export const availabilityWords = phraseTableRule({
  attribute: 'status',
  stock: () => ['in_stock', 'coming_soon'],
  entries: [
    entry('in_stock', 'in stock', 'available now', 'ready to drive away'),
    entry('coming_soon', 'coming soon', 'arriving soon', 'on order', 'incoming', 'in transit'),
  ],
})
