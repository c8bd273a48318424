import type { ComponentProps } from 'react'
import { useEffect } from 'react'
import { useNavigate } from 'react-router'
import { type ClickedLink, clientNavigationOf } from './site-link-click'

/** An address with a scheme (`https:`, `tel:`, `mailto:`) or a protocol-relative one: not a page of ours. */
const OUTSIDE = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i

type SiteLinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of this site (`/cars/…`, `?page=2`, `#similar`), or a full URL, which is left to the browser. */
  to: string
}

/**
 * A link that React Router follows in the browser, as its `<Link>` would, for what it costs to render a
 * plain anchor (docs/decisions/039-site-links.md): no hooks, so the dozens on every page render in a
 * fraction of the time. `data-discover` lets React Router find the link's route ahead of the click (it looks
 * for the attribute, not its value: an empty one saves 4 bytes a link), and marks the anchor for the one
 * click handler the root installs (useSiteLinkNavigation). Needs React
 * Router's `<Link>` instead for what this leaves out: relative paths, `state`, `replace`,
 * `preventScrollReset`, `prefetch`, view transitions.
 */
export function SiteLink({ to, ...anchor }: SiteLinkProps) {
  return OUTSIDE.test(to) ? <a href={to} {...anchor} /> : <a href={to} data-discover="" {...anchor} />
}

/**
 * Installed once by the root: a click on a site link (an anchor carrying `data-discover`) that nothing
 * handled becomes a client-side navigation, as React Router's `<Link>` makes it. Clicks before hydration
 * load the page as any link does.
 */
export function useSiteLinkNavigation() {
  const navigate = useNavigate()
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest('a[data-discover]') : null
      if (!(anchor instanceof HTMLAnchorElement)) return
      const clicked: ClickedLink = {
        href: anchor.href,
        target: anchor.target,
        download: anchor.hasAttribute('download'),
      }
      const navigation = clientNavigationOf(event, clicked, window.location)
      if (!navigation) return
      event.preventDefault()
      void navigate(navigation.path, { replace: navigation.replace })
    }
    // On window, so React's own handlers (on the document) have run: one that prevented the default wins.
    window.addEventListener('click', onClick)
    return () => window.removeEventListener('click', onClick)
  }, [navigate])
}
