import { describe, expect, it } from 'vitest'
import {
  COMPARE_LIMIT,
  type ComparedCarFacts,
  compareEquipmentRows,
  compareFactRows,
  compareHref,
  NOT_STATED,
  parseCompareIds,
} from './compare-cars.ts'

const car = (overrides: Partial<ComparedCarFacts> = {}): ComparedCarFacts => ({
  price: 32990,
  priceType: 'drive_away',
  km: 41000,
  year: 2021,
  body: 'SUV',
  engineLitres: 2,
  cylinders: 4,
  fuel: 'Petrol',
  transmission: 'Automatic',
  seats: 5,
  fuelConsumption: 7.4,
  towingBraked: 2000,
  equipment: ['Apple CarPlay', 'Reversing camera'],
  ...overrides,
})

describe('the compare address', () => {
  it(`names at most ${COMPARE_LIMIT} cars ("up to 4 cars"), each once, in the order given`, () => {
    expect(parseCompareIds('a1, b2,a1,c3,d4,e5')).toEqual(['a1', 'b2', 'c3', 'd4'])
  })

  it('drops what cannot be a stock id, so nothing else reaches the search', () => {
    expect(parseCompareIds('ok-1,bad id,"x",,id:[*]')).toEqual(['ok-1'])
    expect(parseCompareIds(null)).toEqual([])
  })

  it('is shareable: the link names the cars and reads back to the same ids', () => {
    const href = compareHref(['x1', 'y2', 'z3'])
    expect(href).toBe('/compare?cars=x1,y2,z3')
    expect(parseCompareIds(new URL(href, 'https://dealer.test').searchParams.get('cars'))).toEqual([
      'x1',
      'y2',
      'z3',
    ])
    expect(compareHref([])).toBe('/compare')
  })
})

describe('the compare table', () => {
  const rows = (cars: ComparedCarFacts[]) =>
    Object.fromEntries(compareFactRows(cars, { hideZeroPrice: false }).map((row) => [row.label, row]))

  it('lists the facts the issue names, in its order', () => {
    expect(compareFactRows([car()], { hideZeroPrice: false }).map((row) => row.label)).toEqual([
      'Price',
      'Drive-away price',
      'Kilometres',
      'Year',
      'Body',
      'Engine',
      'Fuel',
      'Transmission',
      'Seats',
      'Fuel use',
      'Towing (braked)',
    ])
  })

  it('highlights the rows where the cars differ, and only those', () => {
    const table = rows([car(), car({ price: 35990, year: 2022 })])
    expect(table.Price?.differs).toBe(true)
    expect(table.Year?.differs).toBe(true)
    expect(table.Body?.differs).toBe(false)
    expect(table.Price?.values).toEqual(['$32,990 Drive Away', '$35,990 Drive Away'])
  })

  it('says when a price is drive-away and when on-road costs are extra', () => {
    expect(rows([car(), car({ priceType: 'plus_orc' })])['Drive-away price']?.values).toEqual([
      'Yes',
      'No, on-road costs extra',
    ])
  })

  it('shows a dash where the feed gives no figure, not a zero', () => {
    const table = rows([
      car({ fuelConsumption: null, towingBraked: 0, seats: null, engineLitres: null, cylinders: null }),
    ])
    expect(table['Fuel use']?.values).toEqual([NOT_STATED])
    expect(table['Towing (braked)']?.values).toEqual([NOT_STATED])
    expect(table.Seats?.values).toEqual([NOT_STATED])
    expect(table.Engine?.values).toEqual([NOT_STATED])
  })

  it('formats engine, fuel use and towing as a shopper reads them', () => {
    const table = rows([car({ engineLitres: 2.8, cylinders: 4, fuelConsumption: 8.1, towingBraked: 3500 })])
    expect(table.Engine?.values).toEqual(['2.8 L, 4 cylinders'])
    expect(table['Fuel use']?.values).toEqual(['8.1 L/100km'])
    expect(table['Towing (braked)']?.values).toEqual(['3,500 kg'])
  })

  it('hides a zero price where the dealer hides it, else reads "Price on application"', () => {
    expect(compareFactRows([car({ price: 0 })], { hideZeroPrice: true })[0]?.values).toEqual([NOT_STATED])
    expect(compareFactRows([car({ price: 0 })], { hideZeroPrice: false })[0]?.values).toEqual([
      'Price on application',
    ])
  })
})

describe('key equipment', () => {
  it('marks which car has each item, the items that tell the cars apart first', () => {
    const equipment = compareEquipmentRows([
      car({ equipment: ['Apple CarPlay', 'Sunroof'] }),
      car({ equipment: ['apple carplay', 'Tow bar'] }),
    ])
    expect(equipment.map((row) => [row.label, row.values, row.differs])).toEqual([
      ['Sunroof', ['Yes', 'No'], true],
      ['Tow bar', ['No', 'Yes'], true],
      ['Apple CarPlay', ['Yes', 'Yes'], false],
    ])
  })
})
