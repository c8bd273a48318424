import { describe, expect, it } from 'vitest'
import {
  COPIED_LABEL,
  COPY_FEEDBACK_MS,
  SHARE_POPUP_SIZE,
  SHARE_TOAST_MS,
  sharePopupFeatures,
  shareToastText,
} from './share.ts'

describe('share', () => {
  it('"Copy-link shows \'Copied\' for 1.5 s." "Copy feedback 1500 ms."', () => {
    expect(COPIED_LABEL).toBe('Copied')
    expect(COPY_FEEDBACK_MS).toBe(1500)
  })

  it('"The share toast \'Copied {name} to your clipboard!\' shows for 3 s."', () => {
    expect(shareToastText('2022 Toyota HiLux SR5')).toBe('Copied 2022 Toyota HiLux SR5 to your clipboard!')
    expect(SHARE_TOAST_MS).toBe(3000)
  })

  it('"Share popup 550x400."', () => {
    expect(SHARE_POPUP_SIZE).toEqual({ width: 550, height: 400 })
    expect(sharePopupFeatures()).toBe('width=550,height=400,noopener,noreferrer')
  })

  it('centres the popup on the opening window', () => {
    expect(sharePopupFeatures({ left: 100, top: 50, width: 1350, height: 900 })).toBe(
      'width=550,height=400,left=500,top=300,noopener,noreferrer',
    )
  })
})
