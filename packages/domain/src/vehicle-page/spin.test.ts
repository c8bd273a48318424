import { describe, expect, it } from 'vitest'
import {
  availableSpinModes,
  initialSpinMode,
  nextSpinFrame,
  SPIN_AUTO_ROTATE_MS,
  SPIN_DRAG_SENSITIVITY_PX,
  spinFrameAfterDrag,
  spinModeLabels,
} from './spin.ts'

describe('spin view', () => {
  it('"Spin auto-rotate interval 100 ms, movement sensitivity 20 px."', () => {
    expect(SPIN_AUTO_ROTATE_MS).toBe(100)
    expect(SPIN_DRAG_SENSITIVITY_PX).toBe(20)
  })

  it('moves one frame per 20 px of drag, wrapping around', () => {
    expect(spinFrameAfterDrag(0, 19, 36)).toBe(0)
    expect(spinFrameAfterDrag(0, 20, 36)).toBe(1)
    expect(spinFrameAfterDrag(0, 65, 36)).toBe(3)
    expect(spinFrameAfterDrag(1, -40, 36)).toBe(35)
    expect(spinFrameAfterDrag(35, 20, 36)).toBe(0)
  })

  it('auto-rotates one frame at a time', () => {
    expect(nextSpinFrame(0, 36)).toBe(1)
    expect(nextSpinFrame(35, 36)).toBe(0)
    expect(nextSpinFrame(0, 0)).toBe(0)
  })

  it('"modes Spin, Images and Interior"', () => {
    expect(spinModeLabels).toEqual({ spinner: 'Spin', gallery: 'Images', interior: 'Interior' })
    expect(availableSpinModes({ spin_images: ['a', 'b'], spin_interior_image: 'i' })).toEqual([
      'spinner',
      'gallery',
      'interior',
    ])
    expect(availableSpinModes({ spin_images: [], spin_interior_image: null })).toEqual(['gallery'])
  })

  it('"Default is spinner, or gallery for some dealers."', () => {
    expect(initialSpinMode(['spinner', 'gallery'], 'spinner')).toBe('spinner')
    expect(initialSpinMode(['spinner', 'gallery'], 'gallery')).toBe('gallery')
    expect(initialSpinMode(['gallery'], 'spinner')).toBe('gallery')
  })
})
