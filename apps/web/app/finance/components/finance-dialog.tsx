import { FINANCE_DIALOG_TITLE } from '@forecourt/domain/finance/journey'
import { useCallback, useRef } from 'react'
import { useFetcher } from 'react-router'
import { FormLoading, LazyContent } from '~/components/lazy-content'
import { lazyWithPreload, preloadOnIntent } from '~/components/lazy-with-preload'
import { ModalDialog } from '~/components/modal-dialog'
import type { FinancePageData } from '../finance-page.server'

// The journey's forms bring Conform and Zod: their code loads when the dialog is about to open.
const FinanceJourney = lazyWithPreload(() =>
  import('./finance-journey').then((module) => module.FinanceJourney),
)

const LOADING_LABEL = 'Loading the finance form…'

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
        {...preloadOnIntent(FinanceJourney)}
        onClick={() => {
          if (!journey.data) load(href)
          dialog.current?.showModal()
        }}
      >
        {label}
      </button>
      <ModalDialog ref={dialog} title={FINANCE_DIALOG_TITLE}>
        {journey.data ? (
          <LazyContent
            loadingLabel={LOADING_LABEL}
            failure={{ href, label: 'Open the finance form on its own page' }}
          >
            <FinanceJourney page={journey.data} idPrefix="finance-dialog" onNext={load} />
          </LazyContent>
        ) : (
          <FormLoading label={LOADING_LABEL} />
        )}
      </ModalDialog>
    </>
  )
}
