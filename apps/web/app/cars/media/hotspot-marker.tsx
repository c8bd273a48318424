import type { KeyboardEvent } from 'react'
import type { CarHotspot } from './car-media-view'

/**
 * A hotspot: a small round button at x%/y% of its picture that opens a note with its title and
 * description. It is a native disclosure, so it opens without JavaScript; `group` keeps one open at a time.
 * The note opens towards the middle of the picture, so it stays on it.
 */
export function HotspotMarker({
  hotspot,
  group,
  onOpen,
}: {
  hotspot: CarHotspot
  group: string
  onOpen?: () => void
}) {
  const horizontal = hotspot.x > 50 ? 'right-0' : 'left-0'
  const vertical = hotspot.y > 50 ? 'bottom-full mb-2' : 'top-full mt-2'
  const closeOnEscape = (event: KeyboardEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget
    if (event.key !== 'Escape' || !details.open) return
    event.stopPropagation()
    details.open = false
    details.querySelector('summary')?.focus()
  }
  return (
    <details
      name={group}
      onToggle={(event) => {
        if (event.currentTarget.open) onOpen?.()
      }}
      onKeyDown={closeOnEscape}
      className="absolute -translate-x-1/2 -translate-y-1/2 open:z-20"
      style={{ left: `${hotspot.x}%`, top: `${hotspot.y}%` }}
    >
      <summary className="flex size-8 cursor-pointer list-none items-center justify-center rounded-full border-2 border-white bg-black/80 text-lg leading-none font-bold text-white shadow-md [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true">+</span>
        <span className="sr-only">{hotspot.title}</span>
      </summary>
      <div
        className={`absolute ${horizontal} ${vertical} w-60 max-w-[70vw] rounded-md bg-surface-raised p-3 text-left text-sm text-ink shadow-lg`}
      >
        <p className="font-semibold">{hotspot.title}</p>
        <p className="mt-1 text-ink-muted">{hotspot.description}</p>
      </div>
    </details>
  )
}
