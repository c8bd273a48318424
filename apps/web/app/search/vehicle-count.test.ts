import { parseSearchParams } from '@forecourt/domain/search-url-state'
import { describe, expect, it } from 'vitest'
import { stateFilter } from './vehicle-count'

describe('stateFilter', () => {
  it('turns the quick search into a quoted Typesense filter', () => {
    expect(stateFilter(parseSearchParams('make=Ford&body=Ute&price=-40000'))).toBe(
      '(make:=[`Ford`]) && (body:=[`Ute`]) && (price:<=40000)',
    )
    expect(stateFilter(parseSearchParams(''))).toBe('')
  })
})
