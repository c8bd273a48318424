import { describe, expect, it } from 'vitest'
import { parseResultsLayout } from './one-per-model.ts'
import { layoutFromRequest } from './one-per-model-params.ts'

describe("the view a request asks for, checked on the server's side", () => {
  const values = ['model', 'all', 'nonsense', '', 'MODEL', 'model ', null]

  it('agrees with the URL rule the browser follows', () => {
    for (const value of values) {
      const params = new URLSearchParams(value === null ? '' : { view: value })
      expect(layoutFromRequest(params, true), String(value)).toBe(parseResultsLayout(value))
    }
  })

  it('is every car on a site that does not offer one per model', () => {
    expect(layoutFromRequest(new URLSearchParams('view=model'), false)).toBe('all')
  })
})
