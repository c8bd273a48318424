import { describe, expect, it } from 'vitest'
import { imageSources } from './image-sources'

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
