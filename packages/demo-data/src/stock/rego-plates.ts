import type { Random } from '../random.ts'
import type { AustralianState, VehicleKind } from '../tenants.ts'

const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const DIGITS = '0123456789'

/**
 * Plate patterns by state: L is a letter, D a digit, anything else literal. Motorcycles and trailers
 * (caravans) have their own, shorter series.
 */
const patterns: Readonly<Record<AustralianState, { vehicle: string; motorcycle: string; trailer: string }>> =
  {
    NSW: { vehicle: 'LLDDLL', motorcycle: 'LLDDD', trailer: 'TLDDLL' },
    VIC: { vehicle: 'DLLDLL', motorcycle: 'DLDDD', trailer: 'DDDDLL' },
    QLD: { vehicle: 'DDDLLL', motorcycle: 'DDDLL', trailer: 'DDDULL' },
    WA: { vehicle: 'DLLLDDD', motorcycle: 'DLLDDD', trailer: 'DTLLDDD' },
    SA: { vehicle: 'SDDDLLL', motorcycle: 'SDDLLL', trailer: 'SDDDTLL' },
    TAS: { vehicle: 'LDDLL', motorcycle: 'LDDL', trailer: 'YLDDL' },
    ACT: { vehicle: 'YLLDDL', motorcycle: 'LDDDL', trailer: 'TLDDL' },
    NT: { vehicle: 'CLDDLL', motorcycle: 'CDDDD', trailer: 'TLDDDD' },
  }

export function regoPattern(state: AustralianState, kind: VehicleKind): string {
  const forState = patterns[state]
  if (kind === 'motorcycle') return forState.motorcycle
  if (kind === 'caravan') return forState.trailer
  return forState.vehicle
}

export function randomRegoPlate(random: Random, state: AustralianState, kind: VehicleKind): string {
  let plate = ''
  for (const symbol of regoPattern(state, kind)) {
    if (symbol === 'L') plate += LETTERS[random.int(0, LETTERS.length - 1)]
    else if (symbol === 'D') plate += DIGITS[random.int(0, DIGITS.length - 1)]
    else plate += symbol
  }
  return plate
}
