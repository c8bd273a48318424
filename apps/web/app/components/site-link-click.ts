/** What a click carried (MouseEvent's fields React Router's `<Link>` looks at). */
export interface LinkClick {
  button: number
  defaultPrevented: boolean
  metaKey: boolean
  altKey: boolean
  ctrlKey: boolean
  shiftKey: boolean
}

/** The anchor clicked: its resolved `href`, its `target`, and whether it asks for a download. */
export interface ClickedLink {
  href: string
  target: string
  download: boolean
}

type Here = Pick<Location, 'origin' | 'pathname' | 'search' | 'hash'>

/**
 * The client-side navigation a click on a site link makes, or null when the browser should have it (as
 * React Router's `<Link>` decides): another button or a modifier key (new tab or window, download), a
 * target other than this tab, a download, another origin, or a handler that already took the click.
 * Following a link to the page already shown replaces its history entry rather than adding one.
 */
export function clientNavigationOf(
  click: LinkClick,
  link: ClickedLink,
  here: Here,
): { path: string; replace: boolean } | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.altKey || click.ctrlKey || click.shiftKey) return null
  if ((link.target && link.target !== '_self') || link.download) return null
  let url: URL
  try {
    url = new URL(link.href)
  } catch {
    return null
  }
  if (url.origin !== here.origin) return null
  const path = `${url.pathname}${url.search}${url.hash}`
  return { path, replace: path === `${here.pathname}${here.search}${here.hash}` }
}
