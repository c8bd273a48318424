import type { ReactNode } from 'react'
import { useHydrated } from '~/components/use-hydrated'

/**
 * A media control: a button once the page is hydrated, before that (and without JavaScript) a link to the
 * page showing the same picture, so it always does something.
 */
export function MediaControl({
  href,
  onActivate,
  className,
  current,
  children,
}: {
  href: string
  onActivate: () => void
  className: string
  /** Marks the control for the picture on show (a thumbnail). */
  current?: boolean
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const ariaCurrent = current ? 'true' : undefined
  return hydrated ? (
    <button type="button" onClick={onActivate} aria-current={ariaCurrent} className={className}>
      {children}
    </button>
  ) : (
    <a href={href} rel="nofollow" aria-current={ariaCurrent} className={className}>
      {children}
    </a>
  )
}
