import { sharePopupFeatures } from '@forecourt/domain/vehicle-page/share'
import type { ReactNode } from 'react'
import { SHARE_BUTTON_CLASS } from './share-button-class'

/**
 * A social share link. With JavaScript it opens the network's share dialog in a 550x400 popup centred on
 * the page (spec, forms document section 9); without, it opens in a new tab.
 */
export function SharePopupLink({
  href,
  network,
  onShared,
  children,
}: {
  href: string
  network: string
  onShared?: () => void
  children: ReactNode
}) {
  function openPopup(event: React.MouseEvent<HTMLAnchorElement>) {
    onShared?.()
    // Modified clicks (new tab, new window) keep the browser's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    const opener = {
      left: window.screenX,
      top: window.screenY,
      width: window.outerWidth,
      height: window.outerHeight,
    }
    window.open(href, `share-${network.toLowerCase()}`, sharePopupFeatures(opener))
  }

  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={SHARE_BUTTON_CLASS}
      onClick={openPopup}
    >
      {children}
      <span className="sr-only">Share on </span>
      {network}
      <span className="sr-only"> (opens in a new window)</span>
    </a>
  )
}
