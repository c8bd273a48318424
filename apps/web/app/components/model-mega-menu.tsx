import type { MenuItem } from '@forecourt/domain/site/menu'
import type { ModelMegaMenu as MegaMenuData } from '@forecourt/domain/site/model-range'
import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router'
import { SiteLink } from './site-link'
import { useHydrated } from './use-hydrated'

/**
 * The model range mega-menu of a header entry (forms document section 2): body types down the left; the
 * models of the category under the pointer or keyboard focus on the right; Our Stock, Finance and Contact
 * Us along the bottom. The toggle button opens it (and, where the dealer chose hover, so does the pointer);
 * Escape closes it. Each category is a real link to /models?body=…, so it works before JavaScript loads.
 * On phones, in the menu sheet, every body type is listed with its models.
 */
export function ModelMegaMenu({
  item,
  megaMenu,
  trigger,
}: {
  item: MenuItem
  megaMenu: MegaMenuData
  trigger: 'hover' | 'click'
}) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const panelId = useId()
  const container = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const hydrated = useHydrated()
  const location = useLocation()
  const hover = trigger === 'hover'
  // A navigation closes the menu.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each location change
  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      const focusInside = container.current?.contains(document.activeElement)
      setOpen(false)
      if (focusInside) toggle.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open])
  // Pointer hover (where chosen) opens and closes it; keyboard focus leaving it closes it.
  useEffect(() => {
    const element = container.current
    if (!element) return
    const openOnHover = () => setOpen(true)
    const closeOnLeave = () => setOpen(false)
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) setOpen(false)
    }
    if (hover) {
      element.addEventListener('mouseenter', openOnHover)
      element.addEventListener('mouseleave', closeOnLeave)
    }
    element.addEventListener('focusout', closeWhenFocusLeaves)
    return () => {
      element.removeEventListener('mouseenter', openOnHover)
      element.removeEventListener('mouseleave', closeOnLeave)
      element.removeEventListener('focusout', closeWhenFocusLeaves)
    }
  }, [hover])
  // Before hydration only CSS can open it (on hover); after, React state decides, so Escape can close it
  // even while the pointer rests on it. On phones the panel is listed in place in the menu sheet.
  const visibility = hydrated
    ? open
      ? 'lg:block'
      : 'lg:hidden'
    : `lg:hidden ${hover ? 'lg:group-hover:block' : ''}`
  return (
    <div ref={container} className="group lg:flex lg:items-center">
      <SiteLink to={item.url} className="menu-top-link">
        {item.name}
      </SiteLink>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="menu-toggle"
      >
        <span aria-hidden="true">▾</span>
        <span className="sr-only">{`${item.name} menu`}</span>
      </button>
      <div id={panelId} className={`mega-menu ${visibility}`}>
        <div className="lg:relative">
          <ul aria-label="Body types" className="mega-menu-categories">
            {megaMenu.categories.map((category, index) => (
              <li key={category.name}>
                <SiteLink
                  to={category.url}
                  onMouseEnter={() => setActive(index)}
                  onFocus={() => setActive(index)}
                  className={`mega-menu-category ${index === active ? 'lg:border-brand lg:bg-surface' : 'lg:border-transparent'}`}
                >
                  {category.name}
                  <span aria-hidden="true" className="hidden lg:inline">
                    ›
                  </span>
                </SiteLink>
                <ul
                  aria-label={`${category.name} models`}
                  className={`mega-menu-models ${index === active ? '' : 'lg:hidden'}`}
                >
                  {category.models.map((model) => (
                    <li key={model.url}>
                      <SiteLink to={model.url} className="menu-model-link">
                        {model.name}
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
        <ul className="mega-menu-links">
          {megaMenu.links.map((link) => (
            <li key={link.url}>
              <SiteLink to={link.url} className="menu-model-link font-semibold lg:underline">
                {link.name}
              </SiteLink>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
