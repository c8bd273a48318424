import {
  COPIED_LABEL,
  COPY_FEEDBACK_MS,
  SHARE_TOAST_MS,
  shareToastText,
} from '@forecourt/domain/vehicle-page/share'
import { useState } from 'react'
import { Toast } from '~/components/toast'
import { copyText } from './copy-text'
import { SHARE_BUTTON_CLASS } from './share-button-class'
import { LinkIcon } from './share-icons'
import type { ShareTarget } from './share-target'
import { useTimedFlag } from './use-timed-flag'

const COPY_FAILED_TEXT = "We couldn't copy the link. Please copy it from your browser's address bar."

/**
 * 'Copy link' puts the car's address on the clipboard: the button reads 'Copied' for 1.5 s and a toast
 * 'Copied {name} to your clipboard!' shows for 3 s (spec, forms document sections 4 and 9). It needs
 * JavaScript, so it appears only once the page has hydrated.
 */
export function CopyLinkButton({ url, name, onShared }: ShareTarget) {
  const [copied, showCopied] = useTimedFlag(COPY_FEEDBACK_MS)
  const [toastShown, showToast] = useTimedFlag(SHARE_TOAST_MS)
  const [toast, setToast] = useState('')

  async function copy() {
    const ok = await copyText(url)
    if (ok) showCopied()
    if (ok) onShared?.()
    setToast(ok ? shareToastText(name) : COPY_FAILED_TEXT)
    showToast()
  }

  return (
    <>
      <button type="button" className={`${SHARE_BUTTON_CLASS} js-only`} onClick={copy}>
        <LinkIcon />
        {copied ? COPIED_LABEL : 'Copy link'}
      </button>
      <Toast shown={toastShown} text={toast} />
    </>
  )
}
