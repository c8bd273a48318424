import { useEffect, useState } from 'react'
import { SHARE_BUTTON_CLASS } from './share-button-class'
import { ShareIcon } from './share-icons'
import type { ShareTarget } from './share-target'

/** The device's own share sheet, where the browser offers one (most phones). */
export function NativeShareButton({ url, name, onShared }: ShareTarget) {
  const [supported, setSupported] = useState(false)
  useEffect(() => setSupported(typeof navigator.share === 'function'), [])
  if (!supported) return null
  return (
    <button
      type="button"
      className={SHARE_BUTTON_CLASS}
      onClick={() => {
        // A shopper closing the share sheet rejects the promise: nothing to tell them.
        navigator
          .share({ title: name, url })
          .then(() => onShared?.())
          .catch(() => {})
      }}
    >
      <ShareIcon />
      Share
    </button>
  )
}
