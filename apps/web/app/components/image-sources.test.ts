import { describe, expect, it } from 'vitest'
import { imageSources } from './image-sources'

describe('imageSources', () => {
  it('offers width-aware sources for photos', () => {
    expect(imageSources('https://cdn.example.com/car.jpg?fit=crop', '100vw', [320, 640])).toEqual({
      src: 'https://cdn.example.com/car.jpg?fit=crop&w=640',
      srcSet:
        'https://cdn.example.com/car.jpg?fit=crop&w=320 320w, https://cdn.example.com/car.jpg?fit=crop&w=640 640w',
      sizes: '100vw',
    })
  })

  it('gives vector images one source', () => {
    expect(imageSources('/demo-media/vehicles/ute-red-side.svg', '100vw')).toEqual({
      src: '/demo-media/vehicles/ute-red-side.svg',
    })
  })
})
