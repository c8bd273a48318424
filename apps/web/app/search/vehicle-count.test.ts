import { parseSearchParams } from '@forecourt/domain/search-url-state'
import { matchesNothing } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import { describe, expect, it } from 'vitest'
import { stateFilter } from './vehicle-count'

describe('stateFilter', () => {
  it('turns the quick search into a quoted Typesense filter', () => {
    expect(writeFilter(stateFilter(parseSearchParams('make=Ford&body=Ute&price=-40000')))).toBe(
      '(make:=[`Ford`]) && (body:=[`Ute`]) && (price:<=40000)',
    )
    expect(writeFilter(stateFilter(parseSearchParams('')))).toBe('')
  })

  it('counts no car for a value no filter can hold, rather than widening the count', () => {
    const hostile = new URLSearchParams({ make: 'a`]) || (dealership_slug:!=zzz) || (make:=`b' })
    expect(matchesNothing(stateFilter(parseSearchParams(hostile)))).toBe(true)
  })
})
