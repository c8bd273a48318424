import { MenuIcon } from './header-icons'
import { SITE_MENU_ID } from './site-nav'

/**
 * The header's Menu button on phones and tablets: it shows the site menu (components/site-nav.tsx) as a
 * popover sheet, with no JavaScript needed. Wide screens show the menu in the header and hide this button.
 */
export function MenuButton() {
  return (
    <button
      type="button"
      popoverTarget={SITE_MENU_ID}
      className="inline-flex min-h-11 items-center gap-1.5 rounded px-2 font-semibold lg:hidden"
    >
      <MenuIcon />
      Menu
    </button>
  )
}
