import { type KeyInformationItem, keyInformation } from '@forecourt/domain/vehicle-page/key-information'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'

export type KeyInformationCar = Pick<
  VehicleDetail,
  | 'km'
  | 'transmission'
  | 'fuel'
  | 'body'
  | 'drive'
  | 'engine_size_litres'
  | 'colour'
  | 'seats'
  | 'stocknum'
  | 'vin'
  | 'regplate'
  | 'rego_expiry'
  | 'build_date'
  | 'compliance_date'
>

/** The car's key information: the index names its simple_* feed fields without the prefix. */
export function carKeyInformation(car: KeyInformationCar): KeyInformationItem[] {
  return keyInformation({
    km: car.km,
    simple_transmission: car.transmission,
    simple_fuel: car.fuel,
    simple_body: car.body,
    simple_drive: car.drive,
    engine_size_litres: car.engine_size_litres,
    colour: car.colour,
    seats: car.seats,
    stocknum: car.stocknum,
    vin: car.vin,
    regplate: car.regplate,
    rego_expiry: car.rego_expiry,
    build_date: car.build_date,
    compliance_date: car.compliance_date,
  })
}
