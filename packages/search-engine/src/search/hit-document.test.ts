import { describe, expect, it } from 'vitest'
import { projectDocument } from './hit-document.ts'

const doc = {
  id: 'x',
  title: 'T',
  details: { description: 'd', names: ['a', 'b'] },
  locations: [{ address: { street: 's1', city: 'c1' } }, { address: { street: 's2', city: 'c2' } }],
}

describe('projectDocument', () => {
  it('keeps the document as it is without include or exclude', () => {
    expect(projectDocument(doc, [], [])).toBe(doc)
  })

  it('includes top-level fields, prefixes and dotted paths through arrays of objects', () => {
    expect(projectDocument(doc, ['id', 'ti*'], [])).toEqual({ id: 'x', title: 'T' })
    expect(projectDocument(doc, ['details.names', 'locations.address.street'], [])).toEqual({
      details: { names: ['a', 'b'] },
      locations: [{ address: { street: 's1' } }, { address: { street: 's2' } }],
    })
  })

  it('excludes dotted paths inside included or kept objects', () => {
    expect(projectDocument(doc, [], ['details.description', 'locations.address.city', 'title'])).toEqual({
      id: 'x',
      details: { names: ['a', 'b'] },
      locations: [{ address: { street: 's1' } }, { address: { street: 's2' } }],
    })
    expect(projectDocument(doc, ['details'], ['details.names'])).toEqual({ details: { description: 'd' } })
  })
})
