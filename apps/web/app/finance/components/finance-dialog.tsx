import { FINANCE_DIALOG_TITLE } from '@forecourt/domain/finance-journey'
import { useCallback, useRef } from 'react'
import { useFetcher } from 'react-router'
import { ModalDialog } from '~/components/modal-dialog'
import type { FinancePageData } from '../finance-page.server'
import { FinanceJourney } from './finance-journey'

/**
 * The finance form "as a popup dialog titled 'Instant Finance pre-approval with no impact on your credit
 * score.'": the finance page's own journey, loaded into the dialog step by step (the page's loader, read
 * by a fetcher), so the shopper stays on the car. It needs JavaScript; the finance page's form
 * (`#finance-form`) is the same journey without it.
 */
export function FinanceDialog({ href, label }: { href: string; label: string }) {
  const dialog = useRef<HTMLDialogElement>(null)
  const journey = useFetcher<FinancePageData>()
  const load = useCallback((step: string) => journey.load(step), [journey.load])
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className="js-only button-secondary"
        onClick={() => {
          if (!journey.data) load(href)
          dialog.current?.showModal()
        }}
      >
        {label}
      </button>
      <ModalDialog ref={dialog} title={FINANCE_DIALOG_TITLE}>
        {journey.data ? (
          <FinanceJourney page={journey.data} idPrefix="finance-dialog" onNext={load} />
        ) : (
          <p aria-live="polite">Loading the finance form…</p>
        )}
      </ModalDialog>
    </>
  )
}
