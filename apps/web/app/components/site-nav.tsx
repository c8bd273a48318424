import type { MenuItem } from '@forecourt/domain/site/menu'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { ModelMegaMenu } from './model-mega-menu'
import { SiteLink } from './site-link'

export const SITE_MENU_ID = 'site-menu'

/**
 * The header menu, sent once for every screen size. From 992 px it is the bar in the header, whose
 * drop-downs open on hover and keyboard focus, or only on click where the dealer chose click (the toggle
 * button works either way). Below that it is a popover sheet opened by the Menu button (MenuButton), with
 * every drop-down's links listed under their heading and Contact Us at the end, to the path the dealer
 * chose (it may be one location). The popover needs no JavaScript.
 */
export function SiteNav({
  menu,
  trigger,
  contactPath,
}: {
  menu: MenuItem[]
  trigger: 'hover' | 'click'
  contactPath: string
}) {
  return (
    <nav id={SITE_MENU_ID} popover="auto" aria-label="Main" className="site-menu">
      <div className="flex justify-end border-b border-line px-2 py-2 lg:hidden">
        <button
          type="button"
          popoverTarget={SITE_MENU_ID}
          popoverTargetAction="hide"
          className="inline-flex min-h-11 min-w-11 items-center justify-center rounded px-3 font-semibold"
        >
          Close<span className="sr-only"> menu</span>
        </button>
      </div>
      <ul className="site-menu-list">
        {menu.map((item) => (
          <li key={`${item.name}:${item.url}`} className="site-menu-item">
            {item.megaMenu ? (
              <ModelMegaMenu item={item} megaMenu={item.megaMenu} trigger={trigger} />
            ) : item.dropdownItems.length > 0 ? (
              <Dropdown item={item} trigger={trigger} />
            ) : (
              <TopLink item={item} />
            )}
          </li>
        ))}
        <li className="site-menu-item lg:hidden">
          <SiteLink to={contactPath} className="menu-top-link">
            Contact Us
          </SiteLink>
        </li>
      </ul>
    </nav>
  )
}

function TopLink({ item }: { item: MenuItem }) {
  return (
    <SiteLink to={item.url} className="menu-top-link">
      {item.name}
    </SiteLink>
  )
}

/** The toggle and the panel's position are for wide screens; on phones the links are listed in place. */
function Dropdown({ item, trigger }: { item: MenuItem; trigger: 'hover' | 'click' }) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const location = useLocation()
  // A navigation closes any open drop-down.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each location change
  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !container.current?.contains(event.target as Node)
      ) {
        setOpen(false)
      }
    }
    document.addEventListener('keydown', close)
    document.addEventListener('pointerdown', close)
    return () => {
      document.removeEventListener('keydown', close)
      document.removeEventListener('pointerdown', close)
    }
  }, [open])
  const hover = trigger === 'hover'
  return (
    <div ref={container} className={`lg:flex lg:items-center ${hover ? 'group' : ''}`}>
      <TopLink item={item} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="menu-toggle"
      >
        <span aria-hidden="true">▾</span>
        <span className="sr-only">{`${item.name} menu`}</span>
      </button>
      <ul
        id={panelId}
        className={`menu-dropdown ${open ? 'lg:block' : 'lg:hidden'} ${
          hover ? 'lg:group-focus-within:block lg:group-hover:block' : ''
        }`}
      >
        {item.dropdownItems.map((link) => (
          <li key={`${link.name}:${link.url}`}>
            <SiteLink to={link.url}>{link.name}</SiteLink>
          </li>
        ))}
      </ul>
    </div>
  )
}
