/**
 * The Opening Hours panel's location-type selector (forms document section 2: "An Opening Hours panel with
 * a location-type selector"): the types the site has, in the spec's order (sales, service, parts), the one
 * chosen (the first when none or an unknown one is asked for) and the locations of that type.
 */

export const locationTypeLabels = { sales: 'Sales', service: 'Service', parts: 'Parts' } as const
export type LocationType = keyof typeof locationTypeLabels

const order = Object.keys(locationTypeLabels) as LocationType[]

export interface LocationTypeChoice<Location> {
  types: { type: LocationType; label: string }[]
  selected: LocationType | null
  locations: Location[]
}

export function chooseLocationType<Location extends { locationType: string | null }>(
  locations: readonly Location[],
  requested: string | null | undefined,
): LocationTypeChoice<Location> {
  const types = order
    .filter((type) => locations.some((location) => location.locationType === type))
    .map((type) => ({ type, label: locationTypeLabels[type] }))
  const selected = types.find((entry) => entry.type === requested)?.type ?? types[0]?.type ?? null
  return {
    types,
    selected,
    locations: selected ? locations.filter((location) => location.locationType === selected) : [],
  }
}
