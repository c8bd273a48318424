/**
 * The Car Analysis plugin (forms document section 3: "Plugins: feature or name values Autogauge, Car
 * Analysis, PPSR Report"), a dealer setting. The spec shows nothing of its content, so it is worked out
 * from what the listing already says: how old the car is, how far it has gone a year, and how long it has
 * been for sale. A figure the listing cannot support is left out, and with none left the panel is too.
 */

export interface CarAnalysisFigure {
  key: 'age' | 'kmPerYear' | 'daysListed'
  label: string
  value: number
  unit: string
}

const DAY_SECONDS = 86_400

export interface CarAnalysisInput {
  year: number
  km: number | null
  carType: string
  /** Unix seconds, as the stock index keeps it. */
  listedAt: number | null
}

const plural = (value: number, one: string, many: string) => (value === 1 ? one : many)

export function carAnalysis(car: CarAnalysisInput, now: Date): CarAnalysisFigure[] {
  const figures: CarAnalysisFigure[] = []
  const thisYear = now.getUTCFullYear()
  const age = car.year > 1900 && car.year <= thisYear + 1 ? Math.max(0, thisYear - car.year) : null
  if (age !== null) {
    figures.push({ key: 'age', label: 'Age', value: age, unit: plural(age, 'year', 'years') })
  }
  // A new car's km are delivery km, not use; a car in its first year has gone its km in a year at most.
  if (age !== null && car.carType !== 'new' && typeof car.km === 'number' && car.km > 0) {
    figures.push({
      key: 'kmPerYear',
      label: 'Kilometres a year',
      value: Math.round(car.km / Math.max(1, age)),
      unit: 'km',
    })
  }
  if (typeof car.listedAt === 'number' && car.listedAt > 0) {
    const days = Math.max(0, Math.floor((now.getTime() / 1000 - car.listedAt) / DAY_SECONDS))
    figures.push({ key: 'daysListed', label: 'Listed for', value: days, unit: plural(days, 'day', 'days') })
  }
  return figures
}
