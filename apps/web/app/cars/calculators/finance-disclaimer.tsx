import { FINANCE_DISCLAIMER_ANCHOR } from '@forecourt/domain/finance/disclaimer'
import { useRef } from 'react'
import { ModalDialog } from '~/components/modal-dialog'
import type { FinanceDisclaimerView } from './finance-calculator-view'

/**
 * The lender's finance disclaimer (spec: "text shown as a preview of 197 characters"). 'Read more' opens
 * the full text in a native dialog; without JavaScript it is a disclosure showing the full text in place.
 * Nothing shows when the lender gave no disclaimer.
 */
export function FinanceDisclaimer({ disclaimer }: { disclaimer: FinanceDisclaimerView | null }) {
  const dialog = useRef<HTMLDialogElement>(null)
  if (!disclaimer) return null
  return (
    <section
      id={FINANCE_DISCLAIMER_ANCHOR}
      aria-labelledby="finance-disclaimer-heading"
      className="car-section group/disclaimer text-sm"
    >
      <h2 id="finance-disclaimer-heading" className="car-section-heading">
        Finance Disclaimer
      </h2>
      {disclaimer.truncated ? (
        <>
          <p className="group-has-[details[open]]/disclaimer:hidden">{disclaimer.preview}</p>
          <button
            type="button"
            aria-haspopup="dialog"
            onClick={() => dialog.current?.showModal()}
            className="js-only mt-1 min-h-11 cursor-pointer font-semibold text-brand underline"
          >
            Read more
          </button>
          <details className="no-js-only group">
            <summary className="mt-1 inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand underline">
              <span className="group-open:hidden">Read more</span>
              <span className="hidden group-open:inline">Show less</span>
            </summary>
            <p>{disclaimer.text}</p>
          </details>
          <ModalDialog ref={dialog} title="Finance Disclaimer">
            <p className="text-base">{disclaimer.text}</p>
          </ModalDialog>
        </>
      ) : (
        <p>{disclaimer.text}</p>
      )}
    </section>
  )
}
