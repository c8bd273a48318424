/**
 * Which number the vehicle page shows (spec, forms document section 9): "Default phone priority:
 * override, then by car type, new, used, then the location phone."
 *
 * The dealer's phones follow the content model's `phoneNumbers`. "By car type": a new car takes the new
 * number, a used car the used number, a demo car the demo number and then the new one (demonstrators
 * are sold by the new-car team). Then the car's location phone, and the dealer's main number last.
 */

export interface DealerPhones {
  main?: string | null
  new?: string | null
  used?: string | null
  demo?: string | null
  override?: string | null
}

const filled = (phone: string | null | undefined): phone is string => Boolean(phone?.trim())

export function vehiclePagePhone(input: {
  dealerPhones: DealerPhones | null | undefined
  carType: string | null | undefined
  locationPhone?: string | null
}): string | null {
  const phones = input.dealerPhones ?? {}
  const byCarType =
    input.carType === 'new'
      ? [phones.new]
      : input.carType === 'used'
        ? [phones.used]
        : input.carType === 'demo'
          ? [phones.demo, phones.new]
          : []
  const candidates = [phones.override, ...byCarType, input.locationPhone, phones.main]
  return candidates.find(filled)?.trim() ?? null
}
