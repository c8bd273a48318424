import type { PhotoBody } from '../media/vehicle-media.ts'
import type { VehicleKind } from '../tenants.ts'

export type SimpleFuel = 'Petrol' | 'Diesel' | 'Hybrid' | 'Electric' | 'Plug-in Hybrid'
export type SimpleTransmission = 'Automatic' | 'Manual'
export type SimpleDrive = '4x4' | '4x2' | '6x4' | 'AWD' | 'FWD' | 'RWD' | 'Chain' | 'Belt' | 'Shaft'

export interface Engine {
  fuel: SimpleFuel
  /** The feed's detailed `fuel` text. */
  fuelType: string
  litres: number | null
  cylinders: number | null
  induction: 'Aspirated' | 'Turbocharged' | 'Twin Turbo' | 'Supercharged' | null
  torqueNm: number
  /** Combined cycle in L/100 km (null for an electric vehicle). */
  consumption: number | null
}

export interface Driveline {
  transmission: SimpleTransmission
  gears: number
  simpleDrive: SimpleDrive
  /** The feed's detailed `drive` text. */
  drive: string
}

export interface CatalogueVariant {
  badge: string
  /** Recommended drive-away price new, in AUD. */
  price: number
  engine: Engine | null
  driveline: Driveline | null
  /** Where a variant differs from its model (a cab-chassis HiLux, a two-seat van). */
  body?: string
  bodyconfiguration?: string
  photoBody?: PhotoBody
  seats?: number
}

export interface CatalogueModel {
  make: string
  model: string
  kind: VehicleKind
  /** The feed's `simple_body` (Hatch, SUV, Ute, Naked, Prime Mover, Caravan...). */
  body: string
  photoBody: PhotoBody
  bodyconfiguration: string
  seats: number | null
  /** First and last model year sold in Australia. */
  years: readonly [number, number]
  /** Series codes by the model year they start from, oldest first. */
  series: readonly (readonly [number, string])[]
  /** Relative share of its make's stock. */
  popularity: number
  dimensions: { length: number; width: number; height: number }
  grossVehicleMass: number | null
  fuelCapacity: number | null
  towingBraked: number | null
  ancap: number | null
  equipment: readonly string[]
  variants: readonly CatalogueVariant[]
}

const fuelTypes: Readonly<Record<SimpleFuel, string>> = {
  Petrol: 'Unleaded Petrol',
  Diesel: 'Diesel',
  Hybrid: 'Hybrid (Petrol/Electric)',
  Electric: 'Electric',
  'Plug-in Hybrid': 'Plug-in Hybrid (Petrol/Electric)',
}

type Induction = Engine['induction']

function engine(
  fuel: SimpleFuel,
  litres: number | null,
  cylinders: number | null,
  induction: Induction,
  torqueNm: number,
  consumption: number | null,
): Engine {
  return { fuel, fuelType: fuelTypes[fuel], litres, cylinders, induction, torqueNm, consumption }
}

export const petrol = (
  litres: number,
  cylinders: number,
  induction: Induction,
  torqueNm: number,
  consumption: number,
) => engine('Petrol', litres, cylinders, induction, torqueNm, consumption)
export const premium = (
  litres: number,
  cylinders: number,
  induction: Induction,
  torqueNm: number,
  consumption: number,
) => ({
  ...petrol(litres, cylinders, induction, torqueNm, consumption),
  fuelType: 'Premium Unleaded Petrol',
})
export const diesel = (litres: number, cylinders: number, torqueNm: number, consumption: number) =>
  engine('Diesel', litres, cylinders, 'Turbocharged', torqueNm, consumption)
export const hybrid = (litres: number, cylinders: number, torqueNm: number, consumption: number) =>
  engine('Hybrid', litres, cylinders, 'Aspirated', torqueNm, consumption)
export const pluginHybrid = (litres: number, cylinders: number, torqueNm: number, consumption: number) =>
  engine('Plug-in Hybrid', litres, cylinders, 'Turbocharged', torqueNm, consumption)
export const electric = (torqueNm: number) => engine('Electric', null, null, null, torqueNm, null)

const driveNames: Readonly<Record<SimpleDrive, string>> = {
  '4x4': 'Four Wheel Drive',
  '4x2': 'Rear Wheel Drive',
  '6x4': 'Six by Four',
  AWD: 'All Wheel Drive',
  FWD: 'Front Wheel Drive',
  RWD: 'Rear Wheel Drive',
  Chain: 'Chain Drive',
  Belt: 'Belt Drive',
  Shaft: 'Shaft Drive',
}

export const auto = (gears: number, simpleDrive: SimpleDrive): Driveline => ({
  transmission: 'Automatic',
  gears,
  simpleDrive,
  drive: driveNames[simpleDrive],
})
export const manual = (gears: number, simpleDrive: SimpleDrive): Driveline => ({
  ...auto(gears, simpleDrive),
  transmission: 'Manual',
})
/** Continuously variable and single-speed electric drives are listed as one-gear automatics. */
export const cvt = (simpleDrive: SimpleDrive) => auto(1, simpleDrive)

export const variant = (
  badge: string,
  price: number,
  engineSpec: Engine | null,
  driveline: Driveline | null,
  overrides: Partial<Pick<CatalogueVariant, 'body' | 'bodyconfiguration' | 'photoBody' | 'seats'>> = {},
): CatalogueVariant => ({ badge, price, engine: engineSpec, driveline, ...overrides })

export interface ModelSpec {
  kind?: VehicleKind
  body: string
  photo: PhotoBody
  config: string
  seats: number | null
  years: readonly [number, number]
  series: readonly (readonly [number, string])[]
  popularity: number
  /** Length, width and height in millimetres. */
  dims: readonly [number, number, number]
  gvm: number | null
  fuel: number | null
  tow: number | null
  ancap: number | null
  equipment?: readonly string[]
}

export function model(
  make: string,
  name: string,
  spec: ModelSpec,
  variants: readonly CatalogueVariant[],
): CatalogueModel {
  const [length, width, height] = spec.dims
  return {
    make,
    model: name,
    kind: spec.kind ?? 'car',
    body: spec.body,
    photoBody: spec.photo,
    bodyconfiguration: spec.config,
    seats: spec.seats,
    years: spec.years,
    series: spec.series,
    popularity: spec.popularity,
    dimensions: { length, width, height },
    grossVehicleMass: spec.gvm,
    fuelCapacity: spec.fuel,
    towingBraked: spec.tow,
    ancap: spec.ancap,
    equipment: spec.equipment ?? [],
    variants,
  }
}
