import { describe, expect, it } from 'vitest'
import { withWords } from './search-words'

describe('words sent to the results route', () => {
  it('ride along with the current filters, in place of the text search', () => {
    expect(withWords('/search/used-cars?q=old&make=Toyota', ' red ute ')).toBe(
      '/search/used-cars?make=Toyota&words=red+ute',
    )
    expect(withWords('/search', '$150 a week')).toBe('/search?words=%24150+a+week')
  })
})
