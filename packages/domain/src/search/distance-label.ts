import { enAuNumber } from '../australia/number-format.ts'

/**
 * How far a car is, on its card: "23 km away" (issue 20). Distances come from the search engine in whole
 * metres (`geo_distance_meters`) and are shown in whole kilometres, rounded to the nearest: 1,499 m is
 * "1 km away", 1,500 m "2 km away". Under a kilometre reads "Less than 1 km away" rather than "0 km".
 * The engine reports a car without coordinates as 2,147,483,647 m; anything farther than half way round
 * the Earth is such a placeholder and shows nothing.
 */

/** Half the Earth's circumference, rounded up: no two places are farther apart. */
const FARTHEST_METRES = 20_040_000

export function distanceAwayLabel(metres: number | null | undefined): string | null {
  if (typeof metres !== 'number' || !Number.isFinite(metres) || metres < 0 || metres > FARTHEST_METRES)
    return null
  if (metres < 1000) return 'Less than 1 km away'
  return `${enAuNumber.format(Math.round(metres / 1000))} km away`
}
