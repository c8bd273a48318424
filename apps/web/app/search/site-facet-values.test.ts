import { describe, expect, it } from 'vitest'
import { valuesOnSite } from './site-facet-values'

const site = { make: ['Volkswagen', 'Audi'], seats: ['5', '7'] }

describe("a refinement's values checked against the site's own", () => {
  it('keeps the values the site has, as the site spells them', () => {
    expect(valuesOnSite('make', ['Audi', 'volkswagen', 'VOLKSWAGEN'], site)).toEqual(['Audi', 'Volkswagen'])
    expect(valuesOnSite('seats', ['7'], site)).toEqual(['7'])
  })

  it('leaves out a value the site does not have, hostile or not', () => {
    expect(valuesOnSite('make', ['Toyota'], site)).toEqual([])
    expect(valuesOnSite('make', ['a`]) || (dealership_slug:!=zzz) || (make:=`b', 'Audi'], site)).toEqual([
      'Audi',
    ])
  })

  it('passes values through for a facet it has no list of, and without a catalogue', () => {
    expect(valuesOnSite('colour', ['Red'], site)).toEqual(['Red'])
    expect(valuesOnSite('make', ['Toyota'], null)).toEqual(['Toyota'])
  })
})
