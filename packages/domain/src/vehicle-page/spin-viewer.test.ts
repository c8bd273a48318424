import { describe, expect, it } from 'vitest'
import { spinViewerHref } from './spin-viewer.ts'

describe('"A 3D spin viewer link takes spin_code"', () => {
  it("puts the car's code into the dealer's viewer address", () => {
    expect(spinViewerHref('https://viewer.example/v/{code}', 'FCJW4CUGLG')).toBe(
      'https://viewer.example/v/FCJW4CUGLG',
    )
    expect(spinViewerHref('https://viewer.example/?id={code}&autoplay=1', 'A B/C')).toBe(
      'https://viewer.example/?id=A%20B%2FC&autoplay=1',
    )
  })

  it('gives no link without a code, a viewer, a place for the code, or an https address', () => {
    expect(spinViewerHref('https://viewer.example/v/{code}', null)).toBeNull()
    expect(spinViewerHref('https://viewer.example/v/{code}', '  ')).toBeNull()
    expect(spinViewerHref(null, 'FCJW4CUGLG')).toBeNull()
    expect(spinViewerHref('https://viewer.example/v/', 'FCJW4CUGLG')).toBeNull()
    expect(spinViewerHref('javascript:alert("{code}")', 'FCJW4CUGLG')).toBeNull()
    expect(spinViewerHref('http://viewer.example/{code}', 'FCJW4CUGLG')).toBeNull()
    expect(spinViewerHref('/spin/{code}', 'FCJW4CUGLG')).toBeNull()
  })
})
