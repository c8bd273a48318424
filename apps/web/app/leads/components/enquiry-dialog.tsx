import { useRef, useState } from 'react'
import { LazyContent } from '~/components/lazy-content'
import { lazyWithPreload, preloadOnIntent } from '~/components/lazy-with-preload'
import { ModalDialog } from '~/components/modal-dialog'
import type { EnquiryFormProps } from './enquiry-form'

// The form brings Conform and Zod: its code loads when the dialog is about to open, not with the page.
const EnquiryForm = lazyWithPreload(() => import('./enquiry-form').then((module) => module.EnquiryForm))

/**
 * The enquiry form in a modal dialog. The trigger opens a native `<dialog>` (focus is kept inside, Escape
 * closes it and focus returns to the trigger); without JavaScript the trigger is a plain link to the
 * same form on a page of its own (`fallbackHref`, usually `/enquire?…`), so it always works. The form is
 * rendered from the first opening on (the closed dialog is empty in the server's HTML) and kept, so
 * what was typed survives closing.
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
  const [opened, setOpened] = useState(false)
  return (
    <>
      <a href={fallbackHref} className={`${triggerClassName} no-js-only`}>
        {triggerLabel}
      </a>
      <button
        type="button"
        className={`${triggerClassName} js-only`}
        aria-haspopup="dialog"
        {...preloadOnIntent(EnquiryForm)}
        onClick={() => {
          setOpened(true)
          dialog.current?.showModal()
        }}
      >
        {triggerLabel}
      </button>
      <ModalDialog ref={dialog} title={title}>
        {opened ? (
          <LazyContent
            loadingLabel="Loading the form…"
            failure={{ href: fallbackHref, label: 'Open the enquiry form on its own page' }}
          >
            <EnquiryForm {...form} />
          </LazyContent>
        ) : null}
      </ModalDialog>
    </>
  )
}
