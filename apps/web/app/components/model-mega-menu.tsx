import type { ModelMegaMenu as MegaMenuData } from '@forecourt/domain/model-range'
import type { MenuItem } from '@forecourt/domain/site-menu'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { useHydrated } from './use-hydrated'

/**
 * The model range mega-menu of a header entry (forms document section 2): body types down the left; the
 * models of the category under the pointer or keyboard focus on the right; Our Stock, Finance and Contact
 * Us along the bottom. The toggle button opens it (and, where the dealer chose hover, so does the pointer);
 * Escape closes it. Each category is a real link to /models?body=…, so it works before JavaScript loads.
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
  // even while the pointer rests on it.
  const visibility = hydrated ? (open ? 'block' : 'hidden') : `hidden ${hover ? 'group-hover:block' : ''}`
  return (
    <div ref={container} className="group flex items-center">
      <Link to={item.url} className="menu-top-link">
        {item.name}
      </Link>
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
        className="inline-flex min-h-11 min-w-8 items-center justify-center rounded"
      >
        <span aria-hidden="true">▾</span>
        <span className="sr-only">{`${item.name} menu`}</span>
      </button>
      <div
        id={panelId}
        className={`absolute top-full left-0 z-50 w-[min(44rem,calc(100vw-2rem))] overflow-hidden rounded-md border border-line bg-surface-raised text-ink shadow-lg ${visibility}`}
      >
        <div className="relative">
          <ul aria-label="Body types" className="min-h-72 w-52 border-r border-line py-2">
            {megaMenu.categories.map((category, index) => (
              <li key={category.name}>
                <Link
                  to={category.url}
                  onMouseEnter={() => setActive(index)}
                  onFocus={() => setActive(index)}
                  className={`flex min-h-11 items-center justify-between border-l-4 px-4 font-semibold hover:underline ${
                    index === active ? 'border-brand bg-surface' : 'border-transparent'
                  }`}
                >
                  {category.name}
                  <span aria-hidden="true">›</span>
                </Link>
                <ul
                  aria-label={`${category.name} models`}
                  hidden={index !== active}
                  className="absolute inset-y-0 right-0 left-52 grid grid-cols-2 content-start gap-x-6 overflow-y-auto p-4"
                >
                  {category.models.map((model) => (
                    <li key={model.url}>
                      <Link to={model.url} className="menu-model-link">
                        {model.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
        <ul className="flex flex-wrap gap-x-6 border-t border-line bg-surface px-4">
          {megaMenu.links.map((link) => (
            <li key={link.url}>
              <Link to={link.url} className="inline-flex min-h-11 items-center font-semibold underline">
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}

/** The same range in the phone menu: each body type with its models, plain links that need no JavaScript. */
export function ModelRangeMenuList({ megaMenu }: { megaMenu: MegaMenuData }) {
  return (
    <ul className="pb-2 pl-4">
      {megaMenu.categories.map((category) => (
        <li key={category.name}>
          <Link to={category.url} className="menu-sheet-link font-semibold">
            {category.name}
          </Link>
          <ul className="pl-4">
            {category.models.map((model) => (
              <li key={model.url}>
                <Link to={model.url} className="menu-sheet-link">
                  {model.name}
                </Link>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  )
}
