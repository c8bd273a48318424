/**
 * Demo delivery zones: a group's zones serve its dealers, a dealer's own replace them. Each leaves some of
 * Australia out, so the calculator's "can't provide an estimate" answer can be seen too.
 */

type Zone = { name: string; price: number; ranges: [string, string][] }

export const groupDeliveryZones: Record<string, Zone[]> = {
  'volkswagen-dealer-network': [
    { name: 'Sydney Metro', price: 299, ranges: [['2000', '2234']] },
    { name: 'Greater Sydney', price: 499, ranges: [['2235', '2770']] },
    {
      name: 'Regional NSW and ACT',
      price: 899,
      ranges: [
        ['2600', '2620'],
        ['2771', '2999'],
      ],
    },
  ],
  'southern-cross-group': [
    { name: 'Brisbane Metro', price: 350, ranges: [['4000', '4179']] },
    {
      name: 'South East Queensland',
      price: 550,
      ranges: [
        ['4180', '4299'],
        ['4500', '4549'],
      ],
    },
    { name: 'Sydney Metro', price: 790, ranges: [['2000', '2234']] },
    {
      name: 'Regional Queensland',
      price: 990,
      ranges: [
        ['4300', '4499'],
        ['4550', '4899'],
      ],
    },
  ],
}

export const dealerDeliveryZones: Record<string, Zone[]> = {
  'coastline-motorcycles': [
    { name: 'Perth Metro', price: 150, ranges: [['6000', '6199']] },
    { name: 'Regional WA', price: 450, ranges: [['6200', '6799']] },
  ],
}

/** Zones as the Studio's `deliveryZones` array field, or nothing. */
export function deliveryZonesField(zones: Zone[] | undefined): { deliveryZones?: unknown[] } {
  if (!zones) return {}
  return {
    deliveryZones: zones.map((zone) => ({
      _type: 'deliveryZone',
      _key: zone.name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
      name: zone.name,
      price: zone.price,
      postcodeRanges: zone.ranges.map(([from, to]) => ({
        _type: 'postcodeRange',
        _key: `${from}-${to}`,
        from,
        to,
      })),
    })),
  }
}
