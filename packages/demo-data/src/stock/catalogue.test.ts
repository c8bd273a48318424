import { describe, expect, it } from 'vitest'
import { photoBodies } from '../media/vehicle-media.ts'
import { demoDealers } from '../tenants.ts'
import { catalogue, modelsFor, seriesFor } from './catalogue.ts'
import { STOCK_REFERENCE_YEAR } from './reference-date.ts'

describe('catalogue', () => {
  it('has current models for every make and kind a demo dealer sells', () => {
    for (const dealer of demoDealers) {
      for (const make of dealer.makes) {
        const current = dealer.kinds
          .flatMap((kind) => modelsFor(make, kind))
          .filter((entry) => entry.years[1] >= STOCK_REFERENCE_YEAR - 1)
        expect(current.length, `${dealer.slug}: ${make}`).toBeGreaterThan(0)
      }
    }
  })

  it('lists each model once with unique badges, positive prices and a drawable body', () => {
    const keys = catalogue.map((entry) => `${entry.kind}|${entry.make}|${entry.model}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const entry of catalogue) {
      const badges = entry.variants.map((variant) => variant.badge)
      expect(new Set(badges).size, entry.model).toBe(badges.length)
      expect(photoBodies).toContain(entry.photoBody)
      expect(entry.years[0]).toBeLessThanOrEqual(entry.years[1])
      for (const variant of entry.variants) {
        expect(variant.price).toBeGreaterThan(1_000)
        if (variant.photoBody) expect(photoBodies).toContain(variant.photoBody)
        expect(variant.engine === null).toBe(entry.kind === 'caravan')
      }
    }
  })

  it('names the series current in a model year', () => {
    const hilux = modelsFor('Toyota', 'car').find((entry) => entry.model === 'HiLux')!
    expect(seriesFor(hilux, 2010)).toBe('KUN26R')
    expect(seriesFor(hilux, 2020)).toBe('GUN126R')
    expect(seriesFor(hilux, 2000)).toBeNull()
  })

  it('covers the models the demo is expected to show', () => {
    const names = new Set(catalogue.map((entry) => `${entry.make} ${entry.model}`))
    for (const name of [
      'Toyota HiLux',
      'Ford Ranger',
      'Mazda CX-5',
      'Kia EV6',
      'Volkswagen Amarok',
      'Yamaha MT-07',
      'Isuzu N Series',
      'Jayco Journey',
    ]) {
      expect(names).toContain(name)
    }
  })
})
