import type { AustralianState } from '../tenants.ts'

/** A town a generated dealer can stand in: every state and territory, metro and regional. */
export interface PlatformPlace {
  city: string
  state: AustralianState
  postcode: string
  lat: number
  lng: number
}

const place = (city: string, state: AustralianState, postcode: string, lat: number, lng: number) => ({
  city,
  state,
  postcode,
  lat,
  lng,
})

export const platformPlaces: readonly PlatformPlace[] = [
  place('Chatswood', 'NSW', '2067', -33.7969, 151.1803),
  place('Liverpool', 'NSW', '2170', -33.92, 150.9238),
  place('Blacktown', 'NSW', '2148', -33.771, 150.9063),
  place('Gosford', 'NSW', '2250', -33.4245, 151.3419),
  place('Newcastle', 'NSW', '2300', -32.9283, 151.7817),
  place('Wagga Wagga', 'NSW', '2650', -35.1082, 147.3598),
  place('Dubbo', 'NSW', '2830', -32.2569, 148.6011),
  place('Tamworth', 'NSW', '2340', -31.0927, 150.932),
  place('Coffs Harbour', 'NSW', '2450', -30.2963, 153.1135),
  place('Albury', 'NSW', '2640', -36.0737, 146.9135),
  place('Canberra', 'ACT', '2601', -35.2809, 149.13),
  place('Belconnen', 'ACT', '2617', -35.2383, 149.0654),
  place('Ringwood', 'VIC', '3134', -37.8136, 145.2296),
  place('Dandenong', 'VIC', '3175', -37.9875, 145.2149),
  place('Essendon', 'VIC', '3040', -37.7528, 144.9199),
  place('Geelong', 'VIC', '3220', -38.1499, 144.3617),
  place('Ballarat', 'VIC', '3350', -37.5622, 143.8503),
  place('Bendigo', 'VIC', '3550', -36.757, 144.2794),
  place('Shepparton', 'VIC', '3630', -36.3833, 145.4),
  place('Traralgon', 'VIC', '3844', -38.1953, 146.5415),
  place('Hobart', 'TAS', '7000', -42.8821, 147.3272),
  place('Launceston', 'TAS', '7250', -41.4332, 147.1441),
  place('Devonport', 'TAS', '7310', -41.1775, 146.3508),
  place('Southport', 'QLD', '4215', -27.9679, 153.4145),
  place('Ipswich', 'QLD', '4305', -27.6144, 152.7609),
  place('Toowoomba', 'QLD', '4350', -27.5598, 151.9507),
  place('Maroochydore', 'QLD', '4558', -26.6601, 153.0996),
  place('Rockhampton', 'QLD', '4700', -23.3791, 150.51),
  place('Mackay', 'QLD', '4740', -21.1425, 149.1821),
  place('Townsville', 'QLD', '4810', -19.259, 146.8169),
  place('Cairns', 'QLD', '4870', -16.9186, 145.7781),
  place('Joondalup', 'WA', '6027', -31.7448, 115.7661),
  place('Osborne Park', 'WA', '6017', -31.9017, 115.8105),
  place('Midland', 'WA', '6056', -31.8886, 116.0106),
  place('Rockingham', 'WA', '6168', -32.2769, 115.7295),
  place('Bunbury', 'WA', '6230', -33.3271, 115.6414),
  place('Geraldton', 'WA', '6530', -28.7774, 114.6146),
  place('Kalgoorlie', 'WA', '6430', -30.7489, 121.4658),
  place('Prospect', 'SA', '5082', -34.8833, 138.6),
  place('Noarlunga', 'SA', '5168', -35.1397, 138.4975),
  place('Mount Barker', 'SA', '5251', -35.0667, 138.8667),
  place('Mount Gambier', 'SA', '5290', -37.8284, 140.7804),
  place('Whyalla', 'SA', '5600', -33.0333, 137.5667),
  place('Darwin', 'NT', '0800', -12.4634, 130.8456),
  place('Palmerston', 'NT', '0830', -12.486, 130.9833),
  place('Alice Springs', 'NT', '0870', -23.698, 133.8807),
]

/** Each state's IANA time zone (the demo's towns lie in their state's main zone). */
export const stateTimeZones: Record<AustralianState, string> = {
  NSW: 'Australia/Sydney',
  ACT: 'Australia/Sydney',
  VIC: 'Australia/Melbourne',
  TAS: 'Australia/Hobart',
  QLD: 'Australia/Brisbane',
  WA: 'Australia/Perth',
  SA: 'Australia/Adelaide',
  NT: 'Australia/Darwin',
}

/** Each state's landline area code. */
export const stateAreaCodes: Record<AustralianState, string> = {
  NSW: '02',
  ACT: '02',
  VIC: '03',
  TAS: '03',
  QLD: '07',
  WA: '08',
  SA: '08',
  NT: '08',
}
