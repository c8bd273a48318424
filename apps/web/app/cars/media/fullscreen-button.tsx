import { overlayButtonClass } from './media-styles'
import type { Fullscreen } from './use-fullscreen'

export function FullscreenButton({
  fullscreen,
  className = '',
}: {
  fullscreen: Fullscreen
  className?: string
}) {
  if (!fullscreen.supported) return null
  const label = fullscreen.active ? 'Exit fullscreen' : 'View fullscreen'
  return (
    <button type="button" onClick={fullscreen.toggle} className={`${overlayButtonClass} ${className}`}>
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        {fullscreen.active ? (
          <path d="M9 3v6H3M15 3v6h6M9 21v-6H3M15 21v-6h6" />
        ) : (
          <path d="M3 9V3h6M21 9V3h-6M3 15v6h6M21 15v6h-6" />
        )}
      </svg>
      <span className="sr-only">{label}</span>
    </button>
  )
}
