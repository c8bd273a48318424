import { describe, expect, it } from 'vitest'
import { towingBandFor, towingBandLabel, towingBandLabels } from './towing-capacity.ts'

describe('towing bands of the Features facet', () => {
  it('gives a vehicle every band its braked towing capacity reaches', () => {
    expect(towingBandLabels(3_500)).toEqual([
      'Towing 2,000 kg+',
      'Towing 2,500 kg+',
      'Towing 3,000 kg+',
      'Towing 3,500 kg+',
    ])
    expect(towingBandLabels(2_100)).toEqual(['Towing 2,000 kg+'])
    expect(towingBandLabels(1_600)).toEqual([])
    expect(towingBandLabels(null)).toEqual([])
    expect(towingBandLabels(16_000)).toHaveLength(5)
  })

  it('reads a wanted capacity as the smallest band that covers it', () => {
    expect(towingBandFor(3_500)).toBe(3_500)
    expect(towingBandFor(2_800)).toBe(3_000)
    expect(towingBandFor(750)).toBe(2_000)
    expect(towingBandFor(6_000)).toBeNull()
    expect(towingBandLabel(5_000)).toBe('Towing 5,000 kg+')
  })
})
