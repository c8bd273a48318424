import { describe, expect, it } from 'vitest'
import {
  HERO_AUTOPLAY_MS,
  isSlideImageSize,
  nextSlideIndex,
  previousSlideIndex,
  SLIDE_IMAGE_SIZE,
  slideLinkLabel,
} from './home-slides.ts'

describe('home page slides', () => {
  it('"Hero carousel autoplay 3000 ms"', () => {
    expect(HERO_AUTOPLAY_MS).toBe(3000)
  })

  it('"Promotional slider size is 1920x700"', () => {
    expect(SLIDE_IMAGE_SIZE).toEqual({ width: 1920, height: 700 })
    expect(isSlideImageSize({ width: 1920, height: 700 })).toBe(true)
    expect(isSlideImageSize({ width: 1920, height: 1080 })).toBe(false)
    expect(isSlideImageSize({ width: 960, height: 350 })).toBe(false)
  })

  describe('"a link button labelled Explore More, Discover More, or by URL Explore, Latest Offers or Learn More"', () => {
    it('uses the label staff chose, whatever the URL', () => {
      expect(slideLinkLabel({ url: '/special-offers', linkLabel: 'Explore More' })).toBe('Explore More')
      expect(slideLinkLabel({ url: '/search', linkLabel: 'Discover More' })).toBe('Discover More')
    })

    it('labels offers pages Latest Offers', () => {
      for (const url of [
        '/special-offers',
        '/offers/amarok-style-drive-away',
        '/offers/volkswagen/x',
        '/offers',
      ])
        expect(slideLinkLabel({ url }), url).toBe('Latest Offers')
    })

    it('labels stock and model pages Explore', () => {
      for (const url of [
        '/search',
        '/search/used-cars',
        '/search?make=Kia',
        '/cars/2024-kia-sportage',
        '/models?body=SUV',
      ])
        expect(slideLinkLabel({ url }), url).toBe('Explore')
    })

    it('labels every other page, and other websites, Learn More', () => {
      for (const url of [
        '/service',
        '/sell-your-car',
        '/',
        '/offersandmore',
        '/searching-for-staff',
        'https://www.volkswagen.com.au/en/offers.html',
        '//example.com/special-offers',
      ])
        expect(slideLinkLabel({ url }), url).toBe('Learn More')
    })

    it('ignores a stored label that is not one of the two choices, and letter case in the path', () => {
      expect(slideLinkLabel({ url: '/Special-Offers/', linkLabel: 'Click here' })).toBe('Latest Offers')
      expect(slideLinkLabel({ url: '/SEARCH', linkLabel: null })).toBe('Explore')
    })
  })

  it('moves to the next and previous slide, wrapping round at either end', () => {
    expect(nextSlideIndex(0, 4)).toBe(1)
    expect(nextSlideIndex(3, 4)).toBe(0)
    expect(previousSlideIndex(0, 4)).toBe(3)
    expect(previousSlideIndex(2, 4)).toBe(1)
    expect(nextSlideIndex(0, 0)).toBe(0)
    expect(previousSlideIndex(0, 0)).toBe(0)
  })
})
