import { describe, expect, it } from 'vitest'
import type { HotspotAnchor } from './body-shape.ts'
import { exteriorHotspot, interiorHotspots } from './vehicle-hotspots.ts'
import { photoBodies } from './vehicle-media.ts'

const anchors: HotspotAnchor[] = ['headlight', 'front-wheel', 'rear-wheel', 'tail-light', 'roof', 'side']

describe('hotspots', () => {
  it('places every anchor inside the picture on a spin frame', () => {
    for (const body of photoBodies) {
      for (const anchor of anchors) {
        const spot = exteriorHotspot(body, anchor)
        expect(spot.x, `${body} ${anchor}`).toBeGreaterThan(5)
        expect(spot.x).toBeLessThan(95)
        expect(spot.y).toBeGreaterThan(5)
        expect(spot.y).toBeLessThan(95)
        expect(spot.imageIndex).toBeGreaterThanOrEqual(0)
        expect(spot.imageIndex).toBeLessThan(24)
      }
    }
  })

  it('puts the headlight ahead of the tail light in the front three-quarter view', () => {
    // Frame 0 shows the front on the right.
    expect(exteriorHotspot('sedan', 'headlight').x).toBeGreaterThan(exteriorHotspot('sedan', 'front-wheel').x)
  })

  it('describes each body’s interior', () => {
    expect(interiorHotspots('hatch').map((spot) => spot.title)).toContain('Touchscreen')
    expect(interiorHotspots('motorcycle').map((spot) => spot.title)).toContain('TFT display')
    expect(interiorHotspots('caravan').map((spot) => spot.title)).toContain('Kitchen')
  })
})
