import { useEffect, useState } from 'react'
import { SHARE_BUTTON_CLASS } from './share-button-class'

/** The device's own share sheet, where the browser offers one (most phones). */
export function NativeShareButton({ url, name }: { url: string; name: string }) {
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(typeof navigator.share === 'function'), [])
  if (!supported) return null
  return (
    <button
      type="button"
      className={SHARE_BUTTON_CLASS}
      onClick={() => {
        // A shopper closing the share sheet rejects the promise: nothing to tell them.
        navigator.share({ title: name, url }).catch(() => {})
      }}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path d="M12 3v12M7 8l5-5 5 5M5 13v7h14v-7" />
      </svg>
      Share
    </button>
  )
}
