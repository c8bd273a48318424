import { describe, expect, it } from 'vitest'
import { makeModelValue, parseMakeModel } from './make-model.ts'

// Spec, stock document section 3: "Search facet attributes: … make, make_model, model …"; section 2: "choosing
// a make reveals a model list under it". make_model is that hierarchy, refined as InstantSearch's
// hierarchical menu refines: a path from the top level.
describe('make_model as a hierarchy of make, then model', () => {
  it('reads "Toyota" as the make and "Toyota > HiLux" as the make and its model', () => {
    expect(parseMakeModel('Toyota')).toEqual({ make: 'Toyota', model: null })
    expect(parseMakeModel('Toyota > HiLux')).toEqual({ make: 'Toyota', model: 'HiLux' })
  })

  it('trims each level, so a value typed without spaces names the same path', () => {
    expect(parseMakeModel('Toyota>HiLux')).toEqual({ make: 'Toyota', model: 'HiLux' })
    expect(parseMakeModel('  Mercedes-Benz >  Sprinter ')).toEqual({
      make: 'Mercedes-Benz',
      model: 'Sprinter',
    })
  })

  it('names no path for an empty level or a level below model, so such a value matches no car', () => {
    for (const value of ['', ' > ', 'Toyota >', '> HiLux', 'Toyota > HiLux > SR5', 'Toyota >> HiLux'])
      expect(parseMakeModel(value)).toBeNull()
  })

  it('writes the value of the deepest level as the stock index holds it', () => {
    expect(makeModelValue({ make: 'Toyota', model: 'HiLux' })).toBe('Toyota > HiLux')
    expect(makeModelValue({ make: 'Toyota', model: null })).toBe('Toyota')
  })
})
