import { describe, expect, it } from 'vitest'
import { showMeCarsLabel } from './facet-panel.ts'
import {
  layoutOptions,
  moreLikeThisLabel,
  parseResultsLayout,
  resultCountLabel,
  showMeLabel,
} from './one-per-model.ts'

describe('one per model', () => {
  it("reads 'model' from the URL, and anything else as every car", () => {
    expect(parseResultsLayout('model')).toBe('model')
    expect(parseResultsLayout('all')).toBe('all')
    expect(parseResultsLayout(null)).toBe('all')
    expect(parseResultsLayout('Model')).toBe('all')
    expect(parseResultsLayout('nonsense')).toBe('all')
  })

  it('offers every car first, then one per model', () => {
    expect(layoutOptions.map((option) => option.label)).toEqual(['All cars', 'One per model'])
  })

  it("says how many more cars a model's card stands for, and nothing for a model's only car", () => {
    expect(moreLikeThisLabel(13)).toBe('12 more like this')
    expect(moreLikeThisLabel(2)).toBe('1 more like this')
    expect(moreLikeThisLabel(1)).toBeNull()
    expect(moreLikeThisLabel(0)).toBeNull()
    expect(moreLikeThisLabel(1_201)).toBe('1,200 more like this')
  })

  it('counts models one per model, vehicles otherwise', () => {
    expect(resultCountLabel(24, 'model')).toBe('24 models')
    expect(resultCountLabel(1, 'model')).toBe('1 model')
    expect(resultCountLabel(0, 'model')).toBe('0 models')
    expect(resultCountLabel(2_345, 'all')).toBe('2,345 vehicles')
    expect(resultCountLabel(1, 'all')).toBe('1 vehicle')
  })

  it("words the filters drawer's button the same way, the spec's own words for every car", () => {
    expect(showMeLabel(24, 'model')).toBe('Show Me 24 models')
    expect(showMeLabel(1, 'model')).toBe('Show Me 1 model')
    expect(showMeLabel(24, 'all')).toBe(showMeCarsLabel(24))
    expect(showMeLabel(1, 'all')).toBe('Show Me 1 car')
  })
})
