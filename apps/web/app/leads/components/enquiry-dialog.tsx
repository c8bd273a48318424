import { useId, useRef } from 'react'
import { EnquiryForm, type EnquiryFormProps } from './enquiry-form'

/**
 * The enquiry form in a modal dialog. The trigger opens a native `<dialog>` (focus is kept inside, Escape
 * closes it and focus returns to the trigger); without JavaScript the trigger is a plain link to the
 * same form on a page of its own (`fallbackHref`, usually `/enquire?…`), so it always works.
 */
export function EnquiryDialog({
  triggerLabel,
  triggerClassName = 'button-primary',
  title,
  fallbackHref,
  form,
}: {
  triggerLabel: string
  triggerClassName?: string
  title: string
  fallbackHref: string
  form: EnquiryFormProps
}) {
  const dialog = useRef<HTMLDialogElement>(null)
  const headingId = useId()
  return (
    <>
      <a href={fallbackHref} className={`${triggerClassName} no-js-only`}>
        {triggerLabel}
      </a>
      <button
        type="button"
        className={`${triggerClassName} js-only`}
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {triggerLabel}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={headingId}
        className="m-auto max-h-[90dvh] w-[min(42rem,calc(100vw-1rem))] overflow-y-auto rounded-lg bg-surface-raised p-0 text-ink backdrop:bg-black/60"
      >
        <div className="sticky top-0 flex items-center justify-between gap-4 border-b border-line bg-surface-raised px-5 py-3">
          <h2 id={headingId} className="text-xl font-bold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => dialog.current?.close()}
            className="inline-flex size-11 items-center justify-center rounded-md border border-line"
          >
            <span aria-hidden="true">✕</span>
            <span className="sr-only">Close</span>
          </button>
        </div>
        <div className="p-5">
          <EnquiryForm {...form} />
        </div>
      </dialog>
    </>
  )
}
