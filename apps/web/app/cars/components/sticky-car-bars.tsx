import { cardButtonLabels } from '@forecourt/domain/vehicle-card/buttons'
import { MOBILE_BAR_STYLE_SCROLL_PX, STICKY_HEADER_SCROLL_PX } from '@forecourt/domain/vehicle-page/scroll'
import type { ReactNode } from 'react'
import { SiteLink } from '~/components/site-link'
import type { CarPageView } from '../car-page-view.server'
import { useScrolledPast } from '../use-scrolled-past'

/**
 * The compact header that slides in once the shopper scrolls past 500 px (larger screens): the car, its
 * price and a way to enquire. It repeats links found on the page, so it is hidden from assistive
 * technology until shown.
 */
export function StickyCarHeader({ view, enquireHref }: { view: CarPageView; enquireHref: string }) {
  const shown = useScrolledPast(STICKY_HEADER_SCROLL_PX)
  const price = view.card.price.kind === 'price' ? view.card.price.text : null
  return (
    <div
      className={`fixed inset-x-0 top-0 z-30 hidden border-b border-line bg-surface-raised shadow-md transition-transform md:block ${
        shown ? 'translate-y-0' : '-translate-y-full'
      }`}
      data-testid="sticky-car-header"
      data-shown={shown}
      inert={!shown}
      aria-hidden={!shown}
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-2">
        <p className="truncate font-bold">
          {view.title}
          {price ? <span className="ml-3 font-semibold text-ink-muted">{price}</span> : null}
        </p>
        {view.available ? (
          <a href={enquireHref} className="button-primary shrink-0">
            {cardButtonLabels.enquireNow}
          </a>
        ) : null}
      </div>
    </div>
  )
}

/**
 * The phone's sticky bottom bar (forms document section 2): Reserve Car Now (when the car can be
 * reserved), Enquire Now or the dealer's Instant Message (a text or a messaging link), and Call Now. It takes a stronger style after 900 px of scrolling. Each takes
 * room by the length of its words, so 'Reserve Car Now' stays on one line on a 360 px phone.
 */
export function MobileActionBar({
  view,
  enquireHref,
  call,
}: {
  view: CarPageView
  enquireHref: string
  /** The page's Call Now (phone-reveal.tsx), when it has a number. */
  call: ReactNode | null
}) {
  const scrolled = useScrolledPast(MOBILE_BAR_STYLE_SCROLL_PX)
  if (!view.available) return null
  return (
    <nav
      aria-label="Quick actions"
      data-testid="mobile-action-bar"
      data-scrolled={scrolled}
      className={`fixed inset-x-0 bottom-0 z-30 border-t md:hidden ${
        scrolled
          ? 'border-brand bg-brand text-on-brand shadow-[0_-4px_12px_rgb(0_0_0/0.2)]'
          : 'border-line bg-surface-raised'
      }`}
    >
      <ul className="flex">
        {view.actions.reserve ? (
          <li className="flex-auto">
            <SiteLink to={view.actions.reserve.href} className="mobile-bar-link">
              Reserve Car Now
            </SiteLink>
          </li>
        ) : null}
        <li className="flex-auto">
          {view.barMessage.kind === 'instantMessage' ? (
            <a
              href={view.barMessage.href}
              className="mobile-bar-link"
              {...(view.barMessage.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {view.barMessage.label}
              {view.barMessage.external ? <span className="sr-only"> (opens in a new tab)</span> : null}
            </a>
          ) : (
            <a href={enquireHref} className="mobile-bar-link">
              {cardButtonLabels.enquireNow}
            </a>
          )}
        </li>
        {call ? <li className="flex-auto">{call}</li> : null}
      </ul>
    </nav>
  )
}
