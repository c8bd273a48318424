import { type CatalogueModel, model, variant } from './catalogue-model.ts'

interface CaravanSpec {
  years: readonly [number, number]
  popularity: number
  config: string
  /** Badge (layout), price, external length in mm and aggregate trailer mass in kg. */
  layouts: readonly (readonly [string, number, number, number])[]
}

function caravan(make: string, name: string, spec: CaravanSpec): CatalogueModel {
  const [first] = spec.layouts
  return model(
    make,
    name,
    {
      kind: 'caravan',
      body: 'Caravan',
      photo: 'caravan',
      config: spec.config,
      seats: null,
      years: spec.years,
      series: [[spec.years[0], `MY${String(spec.years[0]).slice(2)}`]],
      popularity: spec.popularity,
      dims: [first?.[2] ?? 7000, 2400, 3050],
      gvm: first?.[3] ?? 3000,
      fuel: null,
      tow: null,
      ancap: null,
    },
    spec.layouts.map(([badge, price]) => variant(badge, price, null, null)),
  )
}

/** Per-layout length and mass differ from the model's first layout; the feed reads them from here. */
export function caravanLayout(entry: CatalogueModel, badge: string): { length: number; mass: number } | null {
  return caravanLayouts.get(`${entry.make}|${entry.model}|${badge}`) ?? null
}

const definitions: readonly (readonly [string, string, CaravanSpec])[] = [
  [
    'Jayco',
    'Journey',
    {
      years: [2012, 2026],
      popularity: 6,
      config: 'Tandem Axle',
      layouts: [
        ['17.55-3 Outback', 79990, 7300, 2700],
        ['19.61-3 Outback', 86990, 7900, 2950],
        ['21.66-4 Outback', 92990, 8500, 3200],
      ],
    },
  ],
  [
    'Jayco',
    'Starcraft',
    {
      years: [2010, 2026],
      popularity: 6,
      config: 'Single Axle',
      layouts: [
        ['16.49-1', 54990, 6500, 2100],
        ['18.55-3', 59990, 7200, 2500],
        ['20.61-3', 64990, 7800, 2700],
      ],
    },
  ],
  [
    'Jayco',
    'Crossover',
    {
      years: [2016, 2026],
      popularity: 3,
      config: 'Off-Road Single Axle',
      layouts: [
        ['15.46-1 Outback', 62990, 6100, 2200],
        ['18.55-2 Outback', 71990, 7300, 2600],
      ],
    },
  ],
  [
    'Jayco',
    'Silverline',
    {
      years: [2014, 2026],
      popularity: 2,
      config: 'Tandem Axle',
      layouts: [
        ['21.66-3 Outback', 109990, 8600, 3300],
        ['23.76-3', 124990, 9200, 3500],
      ],
    },
  ],
  [
    'Jayco',
    'Swan',
    {
      years: [2010, 2026],
      popularity: 2,
      config: 'Camper Trailer',
      layouts: [['Outback', 39990, 5000, 1600]],
    },
  ],
  [
    'Kedron',
    'TopEnder',
    {
      years: [2015, 2026],
      popularity: 2,
      config: 'Off-Road Tandem Axle',
      layouts: [
        ['19ft', 169000, 7800, 3300],
        ['21ft', 184000, 8400, 3500],
        ['22ft Family', 199000, 8700, 3500],
      ],
    },
  ],
  [
    'Kedron',
    'XC3',
    {
      years: [2019, 2026],
      popularity: 1,
      config: 'Off-Road Tandem Axle',
      layouts: [['20ft', 219000, 8100, 3500]],
    },
  ],
  [
    'Kedron',
    'Compact Expedition',
    {
      years: [2018, 2026],
      popularity: 1,
      config: 'Off-Road Single Axle',
      layouts: [['16ft', 149000, 6600, 2800]],
    },
  ],
  [
    'Lotus Caravans',
    'Trooper',
    {
      years: [2014, 2026],
      popularity: 3,
      config: 'Off-Road Tandem Axle',
      layouts: [
        ['18ft', 119990, 7400, 3100],
        ['19.6ft', 129990, 7900, 3300],
        ['21ft Family', 139990, 8400, 3500],
      ],
    },
  ],
  [
    'Lotus Caravans',
    'Freelander',
    {
      years: [2014, 2026],
      popularity: 2,
      config: 'Tandem Axle',
      layouts: [
        ['19ft', 104990, 7700, 3000],
        ['21ft', 114990, 8300, 3200],
      ],
    },
  ],
  [
    'Lotus Caravans',
    'Off Grid',
    {
      years: [2017, 2026],
      popularity: 2,
      config: 'Off-Road Tandem Axle',
      layouts: [
        ['18ft', 139990, 7400, 3300],
        ['20ft', 149990, 8000, 3500],
      ],
    },
  ],
  [
    'Lotus Caravans',
    'Transformer',
    {
      years: [2020, 2026],
      popularity: 1,
      config: 'Off-Road Tandem Axle',
      layouts: [['20ft', 159990, 8000, 3500]],
    },
  ],
]

const caravanLayouts = new Map(
  definitions.flatMap(([make, name, spec]) =>
    spec.layouts.map(([badge, , length, mass]) => [`${make}|${name}|${badge}`, { length, mass }] as const),
  ),
)

export const caravans: readonly CatalogueModel[] = definitions.map(([make, name, spec]) =>
  caravan(make, name, spec),
)
