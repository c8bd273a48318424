import { describe, expect, it } from 'vitest'
import { printHref, shareLinks } from './share-links'

const url = 'https://harbourcity.example/cars/2022-toyota-hilux-sr5-abc123'

describe('shareLinks', () => {
  it('shares the car page on Facebook and X', () => {
    const links = shareLinks(url, '2022 Toyota HiLux SR5')
    expect(new URL(links.facebook).origin).toBe('https://www.facebook.com')
    expect(new URL(links.facebook).searchParams.get('u')).toBe(url)
    expect(new URL(links.x).searchParams.get('url')).toBe(url)
    expect(new URL(links.x).searchParams.get('text')).toBe('2022 Toyota HiLux SR5')
  })

  it('writes an email with the car as its subject and the address in its body, spaces kept as spaces', () => {
    expect(shareLinks(url, '2022 Toyota HiLux SR5').email).toBe(
      `mailto:?subject=2022%20Toyota%20HiLux%20SR5&body=2022%20Toyota%20HiLux%20SR5%0A${encodeURIComponent(url)}`,
    )
  })
})

describe('printHref', () => {
  it('is /print?car_id={slug}', () => {
    expect(printHref('2022-toyota-hilux-sr5-abc123')).toBe('/print?car_id=2022-toyota-hilux-sr5-abc123')
  })
})
