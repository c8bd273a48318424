/**
 * Australia's states and territories, for address fields (spec, forms document section 3: the service
 * booking form's "optional address fields"; section 1: the platform is for Australian dealers). The
 * code is the value stored and sent; the name is what a select shows.
 */
export const AUSTRALIAN_STATES = [
  { code: 'ACT', name: 'Australian Capital Territory' },
  { code: 'NSW', name: 'New South Wales' },
  { code: 'NT', name: 'Northern Territory' },
  { code: 'QLD', name: 'Queensland' },
  { code: 'SA', name: 'South Australia' },
  { code: 'TAS', name: 'Tasmania' },
  { code: 'VIC', name: 'Victoria' },
  { code: 'WA', name: 'Western Australia' },
] as const

export type AustralianStateCode = (typeof AUSTRALIAN_STATES)[number]['code']

export function isAustralianState(value: unknown): value is AustralianStateCode {
  return typeof value === 'string' && AUSTRALIAN_STATES.some((state) => state.code === value)
}
