import { useRef } from 'react'
import { ModalDialog } from '~/components/modal-dialog'
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
      <ModalDialog ref={dialog} title={title}>
        <EnquiryForm {...form} />
      </ModalDialog>
    </>
  )
}
