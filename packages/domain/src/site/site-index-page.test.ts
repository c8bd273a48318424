import { describe, expect, it } from 'vitest'
import { siteIndexPage } from './site-index-page.ts'

// Issue 36: "`npm start` serves [500 dealer websites] exactly as it serves today's five; the index of
// sites pages through them."
describe('siteIndexPage', () => {
  it('shows the five demo websites on one page', () => {
    expect(siteIndexPage(5, null)).toEqual({ page: 1, pageCount: 1, start: 0, end: 5 })
  })

  it('pages through 509 websites fifty at a time', () => {
    expect(siteIndexPage(509, '1')).toEqual({ page: 1, pageCount: 11, start: 0, end: 50 })
    expect(siteIndexPage(509, '3')).toEqual({ page: 3, pageCount: 11, start: 100, end: 150 })
    expect(siteIndexPage(509, '11')).toEqual({ page: 11, pageCount: 11, start: 500, end: 509 })
  })

  it('answers a page past the last with the last, and a malformed one with the first', () => {
    expect(siteIndexPage(509, '99').page).toBe(11)
    expect(siteIndexPage(509, '0').page).toBe(1)
    expect(siteIndexPage(509, '-2').page).toBe(1)
    expect(siteIndexPage(509, 'two').page).toBe(1)
  })
})
