import { describe, expect, it } from 'vitest'
import { promotionPageTag, promotionSiteTag, promotionTags } from './curation-tags.ts'

const search = {
  site: 'southern-cross-motors',
  landingPath: '/search/used-cars',
  query: '',
  defaultOrder: true,
}

describe('the curation tags a results-page search sends', () => {
  it('names the website and the landing page while the shopper browses', () => {
    expect(promotionTags(search)).toEqual([
      'promoted:southern-cross-motors',
      'promoted:southern-cross-motors:/search/used-cars',
    ])
    expect(promotionTags({ ...search, query: '*' })).toEqual(promotionTags(search))
  })

  it('names only the website for typed words, whose rules match the query', () => {
    expect(promotionTags({ ...search, query: ' ranger ' })).toEqual([
      promotionSiteTag('southern-cross-motors'),
    ])
  })

  it('sends none in another order than the default', () => {
    expect(promotionTags({ ...search, defaultOrder: false })).toEqual([])
  })

  it('keeps tags free of the comma that separates them', () => {
    expect(promotionPageTag('a-site', '/search/toyota/hilux')).not.toContain(',')
  })
})
