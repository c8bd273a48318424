import { describe, expect, it } from 'vitest'
import { imageSources, PLATFORM_ICON, siteIcon } from './image-sources'

describe('imageSources', () => {
  it('offers width-aware sources for photos, at the CDN quality', () => {
    expect(imageSources('https://cdn.example.com/car.jpg?fit=crop', '100vw', [320, 640])).toEqual({
      src: 'https://cdn.example.com/car.jpg?fit=crop&w=640&q=75',
      srcSet:
        'https://cdn.example.com/car.jpg?fit=crop&w=320&q=75 320w, https://cdn.example.com/car.jpg?fit=crop&w=640&q=75 640w',
      sizes: '100vw',
    })
  })

  it('asks for another quality where a picture needs it', () => {
    expect(imageSources('https://cdn.sanity.io/images/p/d/a-1920x700.jpg', '100vw', [960], 85).src).toBe(
      'https://cdn.sanity.io/images/p/d/a-1920x700.jpg?w=960&q=85',
    )
  })

  it('gives vector images one source', () => {
    expect(imageSources('/demo-media/vehicles/ute-red-side.svg', '100vw')).toEqual({
      src: '/demo-media/vehicles/ute-red-side.svg',
    })
  })
})

describe('siteIcon', () => {
  it('fits a raster logo whole into a small transparent square through the image CDN, as PNG', () => {
    expect(siteIcon('https://cdn.sanity.io/images/p/d/logo-600x150.png')).toEqual({
      href: 'https://cdn.sanity.io/images/p/d/logo-600x150.png?w=64&h=64&fit=fill&bg=00000000&fm=png',
      type: 'image/png',
    })
  })

  it('uses a vector logo as it is', () => {
    expect(siteIcon('/demo-media/logos/dealer-outback-trucks.svg')).toEqual({
      href: '/demo-media/logos/dealer-outback-trucks.svg',
      type: 'image/svg+xml',
    })
  })

  it("gives a site without a logo the platform's icon", () => {
    expect(siteIcon(null)).toBe(PLATFORM_ICON)
    expect(PLATFORM_ICON.href).toBe('/favicon.svg')
  })
})
