import type { Random } from '../random.ts'
import { randomChars } from './vehicle-identifiers.ts'

/** VINs never use I, O or Q. */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const DIGITS = '0123456789'

/** World manufacturer identifiers (first three characters) by make, for the plants Australia buys from. */
const manufacturerIds: Readonly<Record<string, string>> = {
  Toyota: 'JTM',
  Mazda: 'JM0',
  Mitsubishi: 'MMB',
  Nissan: 'JN1',
  Subaru: 'JF1',
  Honda: 'JHM',
  Isuzu: 'MPA',
  Ford: 'MNA',
  Hyundai: 'KMH',
  Kia: 'KNA',
  Volkswagen: 'WVW',
  Holden: '6G1',
  Yamaha: 'JYA',
  Kawasaki: 'JKA',
  Suzuki: 'JS1',
  'Harley-Davidson': '1HD',
  BMW: 'WB1',
  Triumph: 'SMT',
  KTM: 'VBK',
  Ducati: 'ZDM',
  Hino: 'JHH',
  Fuso: 'JLF',
  Volvo: 'YV2',
  Jayco: '6T9',
  Kedron: '6K9',
  'Lotus Caravans': '6L9',
}
const motorcycleIds: Readonly<Record<string, string>> = { Honda: 'JH2', Suzuki: 'JS1', BMW: 'WB1' }
const truckIds: Readonly<Record<string, string>> = { Isuzu: 'JAA' }

const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** The model-year character (position 10): A is 1980 and 2010, the cycle repeats every 30 years. */
export function modelYearCode(year: number): string {
  return YEAR_CODES[(((year - 1980) % 30) + 30) % 30]!
}

const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]

function transliterate(char: string): number {
  if (char >= '0' && char <= '9') return Number(char)
  const values = 'ABCDEFGHJKLMNPRSTUVWXYZ'
  const numbers = [1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 7, 9, 2, 3, 4, 5, 6, 7, 8, 9]
  return numbers[values.indexOf(char)] ?? 0
}

/** The ISO 3779 / North American check digit (position 9). */
export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let i = 0; i < 17; i++) sum += transliterate(vin[i]!) * WEIGHTS[i]!
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

export function randomVin(random: Random, make: string, kind: string, year: number): string {
  const wmi =
    (kind === 'motorcycle' ? motorcycleIds[make] : kind === 'truck' ? truckIds[make] : undefined) ??
    manufacturerIds[make] ??
    '6F9'
  const draft = `${wmi}${randomChars(random, VIN_CHARS, 5)}0${modelYearCode(year)}${randomChars(random, VIN_CHARS, 1)}${randomChars(random, DIGITS, 6)}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
