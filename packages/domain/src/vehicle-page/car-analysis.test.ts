import { describe, expect, it } from 'vitest'
import { carAnalysis } from './car-analysis.ts'

const now = new Date('2026-11-28T03:00:00Z')
const daysAgo = (days: number) => Math.floor(now.getTime() / 1000) - days * 86_400

describe('Car Analysis (a plugin the dealer switches on)', () => {
  it("gives a used car's age, its kilometres a year and how long it has been listed", () => {
    expect(carAnalysis({ year: 2021, km: 62_500, carType: 'used', listedAt: daysAgo(12) }, now)).toEqual([
      { key: 'age', label: 'Age', value: 5, unit: 'years' },
      { key: 'kmPerYear', label: 'Kilometres a year', value: 12_500, unit: 'km' },
      { key: 'daysListed', label: 'Listed for', value: 12, unit: 'days' },
    ])
  })

  it('counts a car of this year as one year of driving, and says 1 day, not 1 days', () => {
    const figures = carAnalysis({ year: 2026, km: 8_000, carType: 'demo', listedAt: daysAgo(1) }, now)
    expect(figures).toEqual([
      { key: 'age', label: 'Age', value: 0, unit: 'years' },
      { key: 'kmPerYear', label: 'Kilometres a year', value: 8_000, unit: 'km' },
      { key: 'daysListed', label: 'Listed for', value: 1, unit: 'day' },
    ])
  })

  it('leaves out kilometres a year for a new car (delivery km) and figures the listing cannot support', () => {
    expect(carAnalysis({ year: 2026, km: 15, carType: 'new', listedAt: null }, now)).toEqual([
      { key: 'age', label: 'Age', value: 0, unit: 'years' },
    ])
    expect(carAnalysis({ year: 0, km: 50_000, carType: 'used', listedAt: null }, now)).toEqual([])
  })
})
