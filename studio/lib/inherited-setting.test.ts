import { platformDefaultSettings } from '@forecourt/domain/site/settings'
import { describe, expect, it } from 'vitest'
import { describeSetting, inheritedSetting } from './inherited-setting.ts'

describe('inheritedSetting', () => {
  it("is the dealer group's value when the group sets one", () => {
    expect(inheritedSetting(['justArrivedLabel'], { justArrivedLabel: 'Just Arrived' })).toEqual({
      value: 'Just Arrived',
      source: 'group',
    })
    expect(inheritedSetting(['features', 'compare'], { features: { compare: true } })).toEqual({
      value: 'On',
      source: 'group',
    })
  })

  it('is the platform default when the group leaves it empty, or on the group itself', () => {
    expect(inheritedSetting(['justArrivedLabel'], { justArrivedLabel: '' })).toEqual({
      value: platformDefaultSettings.justArrivedLabel,
      source: 'platform',
    })
    expect(inheritedSetting(['features', 'favourites'], null)).toEqual({
      value: platformDefaultSettings.features.favourites ? 'On' : 'Off',
      source: 'platform',
    })
  })

  it('is nothing for a setting without a default', () => {
    expect(inheritedSetting(['notASetting'], null)).toBeNull()
  })
})

describe('describeSetting', () => {
  it('says values in words', () => {
    expect(describeSetting(false)).toBe('Off')
    expect(describeSetting(30)).toBe('30')
    expect(describeSetting(['enquire', 'finance'])).toBe('enquire, finance')
    expect(describeSetting([])).toBe('None')
  })
})
