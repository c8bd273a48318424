import { parseSearchParams } from '@forecourt/domain/search/url-state'
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

  it('counts a make > model path level by level, and the listing age from now', () => {
    const now = Date.parse('2026-11-28T03:32:00Z')
    expect(
      writeFilter(stateFilter(parseSearchParams('make_model=Toyota+%3E+HiLux&created_at_timestamp=1'), now)),
    ).toBe(`(make_model:=[\`Toyota > HiLux\`]) && (created_at_timestamp:>=${now / 1000 - 86_400})`)
  })

  it('counts no car for a value no filter can hold, rather than widening the count', () => {
    const hostile = new URLSearchParams({ make: 'a`]) || (dealership_slug:!=zzz) || (make:=`b' })
    expect(matchesNothing(stateFilter(parseSearchParams(hostile)))).toBe(true)
  })
})
