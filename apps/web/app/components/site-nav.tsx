import type { MenuItem } from '@forecourt/domain/site-menu'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { ModelMegaMenu } from './model-mega-menu'

/**
 * The header menu on wide screens: a bar whose drop-downs open on hover and keyboard focus, or only on click
 * where the dealer chose click (the toggle button works either way). Phones have the PhoneMenu instead.
 */
export function SiteNav({ menu, trigger }: { menu: MenuItem[]; trigger: 'hover' | 'click' }) {
  return (
    <nav aria-label="Main" className="hidden lg:block">
      <ul className="flex items-center gap-1">
        {menu.map((item) => (
          <li key={`${item.name}:${item.url}`} className="relative">
            {item.megaMenu ? (
              <ModelMegaMenu item={item} megaMenu={item.megaMenu} trigger={trigger} />
            ) : item.dropdownItems.length > 0 ? (
              <Dropdown item={item} trigger={trigger} />
            ) : (
              <TopLink item={item} />
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

function TopLink({ item }: { item: MenuItem }) {
  return (
    <Link to={item.url} className="menu-top-link">
      {item.name}
    </Link>
  )
}

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
    <div ref={container} className={`flex items-center ${hover ? 'group' : ''}`}>
      <TopLink item={item} />
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-8 items-center justify-center rounded"
      >
        <span aria-hidden="true">▾</span>
        <span className="sr-only">{`${item.name} menu`}</span>
      </button>
      <ul
        id={panelId}
        className={`absolute top-full left-0 z-50 min-w-56 rounded-md border border-line bg-surface-raised py-2 text-ink shadow-lg ${
          open ? 'block' : 'hidden'
        } ${hover ? 'group-focus-within:block group-hover:block' : ''}`}
      >
        {item.dropdownItems.map((link) => (
          <li key={`${link.name}:${link.url}`}>
            <Link to={link.url} className="menu-dropdown-link">
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}
