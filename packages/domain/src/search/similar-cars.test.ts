import { describe, expect, it } from 'vitest'
import {
  inIdOrder,
  pickSimilarCars,
  SIMILAR_CARS_HITS_PER_QUERY,
  SIMILAR_CARS_SHOWN,
  similarCarsPriceWindow,
  similarIdsToAsk,
} from './similar-cars.ts'

describe('similar cars', () => {
  it('"at most 6 shown, 10 hits per query"', () => {
    expect(SIMILAR_CARS_SHOWN).toBe(6)
    expect(SIMILAR_CARS_HITS_PER_QUERY).toBe(10)
  })

  it('"plus or minus 10000 when the price is under 50000"', () => {
    expect(similarCarsPriceWindow(32_990)).toEqual({ min: 22_990, max: 42_990 })
    expect(similarCarsPriceWindow(49_999)).toEqual({ min: 39_999, max: 59_999 })
  })

  it('"otherwise plus or minus 25000"', () => {
    expect(similarCarsPriceWindow(50_000)).toEqual({ min: 25_000, max: 75_000 })
    expect(similarCarsPriceWindow(89_990)).toEqual({ min: 64_990, max: 114_990 })
  })

  it('never goes below zero', () => {
    expect(similarCarsPriceWindow(4_000)).toEqual({ min: 0, max: 14_000 })
  })

  it('merges query results in order, skipping repeats and the car itself, up to 6', () => {
    const cars = (...ids: string[]) => ids.map((id) => ({ id }))
    const picked = pickSimilarCars(
      [cars('self', 'a', 'b'), cars('b', 'c', 'd'), cars('e', 'f', 'g', 'h')],
      'self',
    )
    expect(picked.map((car) => car.id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'])
  })
})

describe('"A service returning similar-car ids per slug also exists (a list of ids)"', () => {
  it('asks for up to 10 of the ids, without repeats or the car itself', () => {
    expect(similarIdsToAsk(['7', '3', '7', 'self', '9'], 'self')).toEqual(['7', '3', '9'])
    const many = Array.from({ length: 14 }, (_, index) => `${index}`)
    expect(similarIdsToAsk(many, 'x')).toEqual(many.slice(0, 10))
    expect(similarIdsToAsk(null, 'x')).toEqual([])
  })

  it("keeps the cars found in the ids' order, whatever order the search answered in", () => {
    const found = [{ id: '9' }, { id: '3' }, { id: '7' }]
    expect(inIdOrder(found, ['7', '3', '9']).map((car) => car.id)).toEqual(['7', '3', '9'])
  })

  it('puts the listed ids first, then tops up from the per-filter queries, 6 in all', () => {
    const byIds = inIdOrder([{ id: 'b' }, { id: 'a' }], ['a', 'b'])
    const sameModel = ['a', 'c', 'd', 'e', 'f', 'g', 'h'].map((id) => ({ id }))
    expect(pickSimilarCars([byIds, sameModel], 'self').map((car) => car.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'f',
    ])
  })
})
