import { describe, expect, it } from 'vitest'
import { validateFeedLine } from './validate-feed-line.ts'

describe('validateFeedLine', () => {
  it('reports a line that is not JSON', () => {
    expect(validateFeedLine('{oops', 7)).toEqual({
      ok: false,
      rejection: { line: 7, id: null, field: '(line)', reason: 'not valid JSON' },
    })
  })
  it('names the first bad field, keeps the id, and counts the rest', () => {
    const result = validateFeedLine(JSON.stringify({ id: '4000001', slug: 'Bad Slug' }), 3)
    expect(result.ok).toBe(false)
    if (result.ok) return
    expect(result.rejection).toMatchObject({ line: 3, id: '4000001', field: 'slug' })
    expect(result.rejection.reason).toMatch(/^must be lower-case words joined by dashes \(and \d+ more\)$/)
  })
})
