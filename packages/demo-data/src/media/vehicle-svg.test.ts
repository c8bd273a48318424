import { describe, expect, it } from 'vitest'
import {
  exteriorAngles,
  photoBodies,
  spinAngles,
  vehicleColourNames,
  vehicleColours,
} from './vehicle-media.ts'
import { renderVehicleSvg } from './vehicle-svg.ts'

describe('renderVehicleSvg', () => {
  it.each(photoBodies)('draws a %s as an 800x600 SVG in its paint colour', (body) => {
    for (const angle of [...exteriorAngles, 'interior' as const]) {
      const svg = renderVehicleSvg({ body, colour: '#B4191F', angle })
      expect(svg.startsWith('<svg')).toBe(true)
      expect(svg).toContain('viewBox="0 0 800 600"')
      expect(svg.endsWith('</svg>')).toBe(true)
      expect(svg, `${body} ${angle}`).toContain('#b4191f')
    }
  })

  it('keeps every picture the feed can use under 6 KB', () => {
    for (const body of photoBodies) {
      for (const colour of vehicleColourNames) {
        for (const angle of [...exteriorAngles, 'interior' as const, ...spinAngles]) {
          const svg = renderVehicleSvg({ body, colour: vehicleColours[colour], angle })
          expect(svg.length, `${body} ${colour} ${angle}`).toBeLessThan(6_000)
        }
      }
    }
  })

  it('draws a different picture for each spin frame', () => {
    const frames = spinAngles.map((angle) => renderVehicleSvg({ body: 'suv', colour: '#1f4f9e', angle }))
    expect(new Set(frames).size).toBe(spinAngles.length)
    expect(frames[0]).toBe(renderVehicleSvg({ body: 'suv', colour: '#1f4f9e', angle: 'front-three-quarter' }))
  })

  it('draws different bodies differently', () => {
    const pictures = photoBodies.map((body) => renderVehicleSvg({ body, colour: '#676d76', angle: 'side' }))
    expect(new Set(pictures).size).toBe(photoBodies.length)
  })

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => renderVehicleSvg({ body: 'hatch', colour: 'red', angle: 'side' })).toThrow(/#rrggbb/)
  })
})
