import { useState } from 'react'
import { saveBlob } from './save-blob'
import { SHARE_BUTTON_CLASS } from './share-button-class'
import { DocumentIcon } from './share-icons'

export const PDF_PREPARING_LABEL = 'Preparing...'
export const PDF_FAILED_MESSAGE = "Sorry, we couldn't prepare the PDF. Please try again."

type DownloadState = 'idle' | 'preparing' | 'failed'

/**
 * 'Download PDF': with JavaScript it fetches the brochure, shows a spinner and 'Preparing...' meanwhile
 * (spec, forms document section 4) and saves it as `filename`; a failure shows a destructive alert
 * (section 8). Without JavaScript it is a plain link to the PDF, which the server sends as a download.
 */
export function PdfDownloadButton({ href, filename }: { href: string; filename: string }) {
  const [state, setState] = useState<DownloadState>('idle')

  async function download() {
    if (state === 'preparing') return
    setState('preparing')
    try {
      const response = await fetch(href)
      if (!response.ok) throw new Error(`The PDF answered ${response.status}`)
      saveBlob(await response.blob(), filename)
      setState('idle')
    } catch {
      setState('failed')
    }
  }

  const preparing = state === 'preparing'
  return (
    <>
      <a href={href} download={filename} className={`${SHARE_BUTTON_CLASS} no-js-only`}>
        <DocumentIcon />
        Download PDF
      </a>
      <button
        type="button"
        className={`${SHARE_BUTTON_CLASS} js-only`}
        onClick={download}
        aria-disabled={preparing || undefined}
      >
        {preparing ? <Spinner /> : <DocumentIcon />}
        {preparing ? PDF_PREPARING_LABEL : 'Download PDF'}
      </button>
      {state === 'failed' ? (
        <p
          role="alert"
          className="col-span-full basis-full rounded-md border-2 border-red-700 bg-red-50 px-4 py-3 text-sm font-semibold text-red-900"
        >
          {PDF_FAILED_MESSAGE}
        </p>
      ) : null}
    </>
  )
}

function Spinner() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-4 animate-spin motion-reduce:animate-none"
      fill="none"
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  )
}
