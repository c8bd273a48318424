import { describe, expect, it } from 'vitest'
import { type ClickedLink, clientNavigationOf, type LinkClick } from './site-link-click'

const plainClick: LinkClick = {
  button: 0,
  defaultPrevented: false,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
}
const here = { origin: 'http://dealer.localhost:3000', pathname: '/cars/a-car', search: '', hash: '' }
const link = (href: string, more: Partial<ClickedLink> = {}): ClickedLink => ({
  href,
  target: '',
  download: false,
  ...more,
})

describe('a click on a site link', () => {
  it('navigates in the page to the path, query and fragment, adding a history entry', () => {
    expect(
      clientNavigationOf(plainClick, link('http://dealer.localhost:3000/search?make=Subaru#r'), here),
    ).toEqual({ path: '/search?make=Subaru#r', replace: false })
  })

  it('replaces the history entry when the link is to the page already shown', () => {
    expect(clientNavigationOf(plainClick, link('http://dealer.localhost:3000/cars/a-car'), here)).toEqual({
      path: '/cars/a-car',
      replace: true,
    })
  })

  it('is left to the browser with a modifier key or another button (new tab, new window, download)', () => {
    const href = link('http://dealer.localhost:3000/search')
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey'] as const)
      expect(clientNavigationOf({ ...plainClick, [key]: true }, href, here)).toBeNull()
    expect(clientNavigationOf({ ...plainClick, button: 1 }, href, here)).toBeNull()
  })

  it('is left to the browser for another tab, a download or another origin', () => {
    expect(
      clientNavigationOf(plainClick, link('http://dealer.localhost:3000/a', { target: '_blank' }), here),
    ).toBeNull()
    expect(
      clientNavigationOf(plainClick, link('http://dealer.localhost:3000/a.pdf', { download: true }), here),
    ).toBeNull()
    expect(clientNavigationOf(plainClick, link('https://www.google.com/maps'), here)).toBeNull()
    expect(clientNavigationOf(plainClick, link('http://other.localhost:3000/search'), here)).toBeNull()
  })

  it('follows a link whose target names this tab', () => {
    expect(
      clientNavigationOf(plainClick, link('http://dealer.localhost:3000/search', { target: '_self' }), here),
    ).toEqual({ path: '/search', replace: false })
  })

  it('does nothing when a handler already took the click', () => {
    expect(
      clientNavigationOf(
        { ...plainClick, defaultPrevented: true },
        link('http://dealer.localhost:3000/a'),
        here,
      ),
    ).toBeNull()
  })
})
