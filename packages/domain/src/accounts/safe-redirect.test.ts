import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect.ts'

describe('redirects after sign-in go only to same-site paths', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeRedirectPath('/cars/2021-ford-ranger-xlt')).toBe('/cars/2021-ford-ranger-xlt')
    expect(safeRedirectPath('/search?q=ford%20ranger&page=2#results')).toBe(
      '/search?q=ford%20ranger&page=2#results',
    )
    expect(safeRedirectPath('/a/../my-garage')).toBe('/my-garage')
  })

  it.each([
    ['an absolute address', 'https://evil.example/'],
    ['a scheme', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,hi'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash host', '/\\evil.example'],
    ['a backslash further on', '/cars\\..\\..\\evil'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['a newline', '/\n/evil.example'],
    ['a zero-width space', '/\u200b/evil.example'],
    ['encoded slashes', '/%2F%2Fevil.example'],
    ['doubly encoded slashes', '/%252F%252Fevil.example'],
    ['an encoded backslash', '/%5Cevil.example'],
    ['an encoded tab', '/%09/evil.example'],
    ['malformed encoding', '/%E0%A4%A'],
    ['a relative path', 'my-garage'],
    ['a user-info trick', '@evil.example'],
    ['an empty value', ''],
    ['an overlong path', `/${'a'.repeat(2000)}`],
  ])('falls back to / for %s', (_name, value) => {
    expect(safeRedirectPath(value)).toBe('/')
  })

  it('falls back for anything that is not text, and to the fallback given', () => {
    expect(safeRedirectPath(null)).toBe('/')
    expect(safeRedirectPath(['/a'])).toBe('/')
    expect(safeRedirectPath('https://evil.example', '/my-garage')).toBe('/my-garage')
  })
})

describe('the same value asked about again', () => {
  it('answers as the first time, with the fallback of each call', () => {
    expect(safeRedirectPath('//evil.example', '/my-garage')).toBe('/my-garage')
    expect(safeRedirectPath('//evil.example', '/search')).toBe('/search')
    expect(safeRedirectPath('/search?make=Ford', '/x')).toBe('/search?make=Ford')
    expect(safeRedirectPath('/search?make=Ford', '/x')).toBe('/search?make=Ford')
    expect(safeRedirectPath('//evil.example')).toBe('/')
  })
})
