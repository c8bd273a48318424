import {
  auto,
  type CatalogueModel,
  diesel,
  type ModelSpec,
  manual,
  model,
  variant,
} from './catalogue-model.ts'

const truck = (
  spec: Omit<ModelSpec, 'kind' | 'ancap' | 'photo' | 'config'> & { config?: string },
): ModelSpec => ({
  kind: 'truck',
  photo: spec.body === 'Prime Mover' ? 'prime-mover' : 'cab-chassis',
  config: spec.config ?? (spec.body === 'Prime Mover' ? 'Prime Mover' : 'Cab Chassis'),
  ancap: null,
  ...spec,
})
const pantech = { body: 'Pantech', bodyconfiguration: 'Pantech', photoBody: 'pantech' } as const
const tipper = { body: 'Tipper', bodyconfiguration: 'Tipper' } as const
const dieselHybrid = (litres: number, cylinders: number, torqueNm: number, consumption: number) => ({
  ...diesel(litres, cylinders, torqueNm, consumption),
  fuel: 'Hybrid' as const,
  fuelType: 'Hybrid (Diesel/Electric)',
})

export const trucks: readonly CatalogueModel[] = [
  model(
    'Isuzu',
    'N Series',
    truck({
      body: 'Cab Chassis',
      seats: 3,
      years: [2008, 2026],
      series: [
        [2008, 'MY08'],
        [2018, 'MY18'],
        [2024, 'MY24'],
      ],
      popularity: 10,
      dims: [6980, 1995, 2240],
      gvm: 7500,
      fuel: 100,
      tow: 3500,
    }),
    [
      variant('NLR 45-150', 65990, diesel(3.0, 4, 375, 11.5), auto(6, '4x2')),
      variant('NPR 45-155', 79990, diesel(3.0, 4, 419, 12.5), auto(6, '4x2')),
      variant('NPR 75-190', 98990, diesel(5.2, 4, 513, 14.0), auto(6, '4x2'), pantech),
      variant('NQR 87-190', 105990, diesel(5.2, 4, 513, 15.0), auto(6, '4x2'), tipper),
    ],
  ),
  model(
    'Isuzu',
    'F Series',
    truck({
      body: 'Cab Chassis',
      seats: 3,
      years: [2008, 2026],
      series: [
        [2008, 'MY08'],
        [2018, 'MY18'],
      ],
      popularity: 5,
      dims: [8950, 2380, 2700],
      gvm: 11000,
      fuel: 200,
      tow: 9000,
    }),
    [
      variant('FRR 110-260', 159990, diesel(7.8, 4, 761, 20.0), auto(6, '4x2'), pantech),
      variant('FVZ 260-300', 219990, diesel(7.8, 6, 981, 28.0), manual(9, '6x4')),
    ],
  ),
  model(
    'Hino',
    '300 Series',
    truck({
      body: 'Cab Chassis',
      seats: 3,
      years: [2011, 2026],
      series: [
        [2011, 'XZU'],
        [2024, 'XKU'],
      ],
      popularity: 8,
      dims: [6990, 1995, 2250],
      gvm: 7500,
      fuel: 100,
      tow: 3500,
    }),
    [
      variant('616 Standard Cab', 72990, diesel(4.0, 4, 464, 12.0), auto(6, '4x2')),
      variant('717 Hybrid Wide Cab', 109990, dieselHybrid(4.0, 4, 464, 10.5), auto(6, '4x2'), pantech),
      variant('917 Wide Cab', 99990, diesel(4.0, 4, 464, 13.0), auto(6, '4x2'), tipper),
    ],
  ),
  model(
    'Hino',
    '500 Series',
    truck({
      body: 'Cab Chassis',
      seats: 3,
      years: [2017, 2026],
      series: [[2017, 'FC/FD/GH']],
      popularity: 4,
      dims: [8600, 2490, 2750],
      gvm: 11000,
      fuel: 200,
      tow: 12000,
    }),
    [
      variant('FC 1124 Standard Cab', 149990, diesel(5.1, 4, 794, 20.0), auto(6, '4x2'), pantech),
      variant('GH 1828 Wide Cab', 179990, diesel(7.7, 6, 882, 24.0), auto(6, '4x2')),
    ],
  ),
  model(
    'Hino',
    '700 Series',
    truck({
      body: 'Prime Mover',
      seats: 2,
      years: [2015, 2026],
      series: [[2015, 'SS']],
      popularity: 2,
      dims: [6900, 2490, 3850],
      gvm: 26000,
      fuel: 600,
      tow: 70000,
    }),
    [variant('SS 2848 6x4', 309990, diesel(12.9, 6, 2157, 48.0), auto(12, '6x4'))],
  ),
  model(
    'Fuso',
    'Canter',
    truck({
      body: 'Cab Chassis',
      seats: 3,
      years: [2011, 2026],
      series: [
        [2011, 'FE'],
        [2020, 'FEB'],
      ],
      popularity: 6,
      dims: [6400, 1995, 2260],
      gvm: 6000,
      fuel: 100,
      tow: 3500,
    }),
    [
      variant('515 Wide Cab', 69990, diesel(3.0, 4, 370, 11.0), auto(6, '4x2')),
      variant('918 Wide Cab', 96990, diesel(3.0, 4, 430, 12.5), auto(6, '4x2'), pantech),
    ],
  ),
  model(
    'Fuso',
    'Fighter',
    truck({
      body: 'Cab Chassis',
      seats: 3,
      years: [2008, 2026],
      series: [[2008, 'FK/FM']],
      popularity: 3,
      dims: [9400, 2490, 2800],
      gvm: 16000,
      fuel: 200,
      tow: 16000,
    }),
    [variant('1627 XXLWB', 169990, diesel(7.5, 6, 794, 24.0), auto(6, '4x2'))],
  ),
  model(
    'Fuso',
    'Shogun',
    truck({
      body: 'Prime Mover',
      seats: 2,
      years: [2018, 2026],
      series: [[2018, 'FV']],
      popularity: 1,
      dims: [7000, 2490, 3900],
      gvm: 26000,
      fuel: 600,
      tow: 90000,
    }),
    [variant('510 6x4', 329990, diesel(12.8, 6, 2500, 50.0), auto(12, '6x4'))],
  ),
  model(
    'Volvo',
    'FH',
    truck({
      body: 'Prime Mover',
      seats: 2,
      years: [2014, 2026],
      series: [
        [2014, 'FH4'],
        [2021, 'FH5'],
      ],
      popularity: 3,
      dims: [6950, 2500, 3990],
      gvm: 27000,
      fuel: 800,
      tow: 106000,
    }),
    [
      variant('FH 540 6x4', 389990, diesel(12.8, 6, 2600, 52.0), auto(12, '6x4')),
      variant('FH16 700 6x4', 479990, diesel(16.1, 6, 3150, 58.0), auto(12, '6x4')),
    ],
  ),
  model(
    'Volvo',
    'FM',
    truck({
      body: 'Prime Mover',
      seats: 2,
      years: [2014, 2026],
      series: [[2014, 'FM4']],
      popularity: 2,
      dims: [6900, 2500, 3600],
      gvm: 26000,
      fuel: 600,
      tow: 70000,
    }),
    [
      variant('FM 500 6x4', 349990, diesel(12.8, 6, 2500, 50.0), auto(12, '6x4')),
      variant('FMX 460 8x4', 339990, diesel(12.8, 6, 2300, 52.0), auto(12, '6x4'), {
        ...tipper,
        photoBody: 'cab-chassis',
      }),
    ],
  ),
]
