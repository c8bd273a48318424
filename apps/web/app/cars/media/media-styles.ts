/** A round control laid over a picture: white on near-black reads on any photo, and is 44 px to tap. */
export const overlayButtonClass =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-black/80 text-white hover:bg-black'

/** A short label laid over a picture. */
export const overlayTextClass = 'rounded bg-black/80 px-2 py-1 text-sm font-semibold text-white'
