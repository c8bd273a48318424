import { describe, expect, it } from 'vitest'
import { facetRefinement } from './facet-refinement.ts'
import { matchesNothing } from './filter-expression.ts'
import { writeFilter } from './filter-writer.ts'

describe('a facet refinement from URL values', () => {
  it('filters each field by its own type: text quoted, numbers and booleans bare', () => {
    expect(writeFilter(facetRefinement('make', ['Ford', 'Toyota']))).toBe('make:=[`Ford`,`Toyota`]')
    expect(writeFilter(facetRefinement('model', ['86']))).toBe('model:=[`86`]')
    expect(writeFilter(facetRefinement('seats', ['7', '8']))).toBe('seats:=[7,8]')
    expect(writeFilter(facetRefinement('certified', ['true']))).toBe('certified:=[true]')
    expect(writeFilter(facetRefinement('categories', ['Family']))).toBe('categories:=[`Family`]')
  })

  it('leaves out a value the field cannot hold or the writer refuses, which matches no car', () => {
    expect(
      writeFilter(facetRefinement('make', ['Ford', 'a`]) || (dealership_slug:!=zzz) || (make:=`b'])),
    ).toBe('make:=[`Ford`]')
    expect(writeFilter(facetRefinement('seats', ['7', '7) || (x:=1']))).toBe('seats:=[7]')
    expect(matchesNothing(facetRefinement('make', ['`']))).toBe(true)
    expect(matchesNothing(facetRefinement('seats', ['many']))).toBe(true)
    expect(matchesNothing(facetRefinement('certified', ['yes']))).toBe(true)
  })
})
