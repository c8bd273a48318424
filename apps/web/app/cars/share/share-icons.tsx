import type { ReactNode } from 'react'

/** Icons beside the share controls' text labels; decorative, so hidden from assistive technology. */

export function FacebookIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M14 8.5V6.8c0-.8.2-1.3 1.4-1.3H17V2.3A21 21 0 0 0 14.7 2C12.4 2 11 3.4 11 6v2.5H8.5V12H11v10h3V12h2.6l.4-3.5z" />
    </svg>
  )
}

export function XIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="currentColor">
      <path d="M17.8 3h3.1l-6.8 7.7L22 21h-6.2l-4.9-6.4L5.3 21H2.2l7.2-8.3L1.8 3h6.4l4.4 5.8zm-1.1 16.2h1.7L7.4 4.7H5.6z" />
    </svg>
  )
}

export function EmailIcon() {
  return (
    <StrokeIcon>
      <path d="M3 5h18v14H3zM3 6l9 7 9-7" />
    </StrokeIcon>
  )
}

export function PrintIcon() {
  return (
    <StrokeIcon>
      <path d="M6 9V3h12v6M6 18H4v-7h16v7h-2M7 14h10v7H7z" />
    </StrokeIcon>
  )
}

/** A 24 px line icon drawn in the text colour. */
function StrokeIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      {children}
    </svg>
  )
}

export function LinkIcon() {
  return (
    <StrokeIcon>
      <path d="M10 14a5 5 0 0 0 7.07 0l3-3a5 5 0 0 0-7.07-7.07l-1 1" />
      <path d="M14 10a5 5 0 0 0-7.07 0l-3 3a5 5 0 0 0 7.07 7.07l1-1" />
    </StrokeIcon>
  )
}

export function DocumentIcon() {
  return (
    <StrokeIcon>
      <path d="M14 3H6a1 1 0 0 0-1 1v16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V8z" />
      <path d="M14 3v5h5M12 11v6m-3-3 3 3 3-3" />
    </StrokeIcon>
  )
}

export function ShareIcon() {
  return (
    <StrokeIcon>
      <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
    </StrokeIcon>
  )
}
