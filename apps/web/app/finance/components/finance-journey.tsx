import { financeStep } from '@forecourt/domain/analytics/events'
import { enAuNumberFormat } from '@forecourt/domain/australia/number-format'
import { FINANCE_HEADER_STEPS } from '@forecourt/domain/finance/journey'
import { UNEXPECTED_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'
import { usePushOnShow } from '~/analytics/use-push-on-show'
import { SiteLink } from '~/components/site-link'
import { StepHeading } from '~/components/step-heading'
import { StepProgress } from '~/components/step-progress'
import type { FinancePageData } from '../finance-page.server'
import { FinanceDetailsForm } from './finance-details-form'
import { FinanceEstimateForm } from './finance-estimate-form'
import { QuoteBox } from './quote-box'

/** The finance form's two steps, as a page section (`#finance-form`) or in the dialog. */
export function FinanceJourney({
  page,
  idPrefix = 'finance',
  onNext,
}: {
  page: FinancePageData
  idPrefix?: string
  /** In the dialog: steps load in place (see STAY_FIELD) instead of navigating the page. */
  onNext?: (href: string) => void
}) {
  const current = page.step === 1 ? 1 : page.codeSent || page.codeVerified ? 3 : 2
  usePushOnShow(
    `finance_step:${current}`,
    page.lostJourney ? null : financeStep(current, FINANCE_HEADER_STEPS[current - 1] ?? ''),
  )
  if (page.lostJourney) return <LostJourney startAgainHref={page.startAgainHref} />
  const headingId = `${idPrefix}-step-heading`
  return (
    <div className="grid gap-4">
      <StepProgress steps={FINANCE_HEADER_STEPS} current={current} />
      <StepHeading step={page.step} id={headingId}>
        {page.step === 1 ? 'Step 1 of 2: Quick Estimate' : 'Step 2 of 2: Your Details'}
      </StepHeading>
      {page.step === 2 && page.leadId ? (
        <>
          <EstimateSummary page={page} onNext={onNext} />
          <FinanceDetailsForm
            key={page.leadId}
            formId={`${idPrefix}-details`}
            action={page.stepTwoAction}
            leadId={page.leadId}
            backHref={page.backHref}
            defaults={page.details}
            postcodeRequired={page.postcodeRequired}
            codeSent={page.codeSent}
            codeVerified={page.codeVerified}
            labelledBy={headingId}
            onNext={onNext}
          />
        </>
      ) : (
        <FinanceEstimateForm
          key={page.leadId ?? 'new'}
          formId={`${idPrefix}-estimate`}
          action={page.stepOneAction}
          leadId={page.leadId}
          defaults={page.estimate}
          staffAssisted={page.staffAssisted}
          quote={page.quote}
          car={page.quoteRequest}
          labelledBy={headingId}
          onNext={onNext}
        />
      )}
    </div>
  )
}

const dollars = enAuNumberFormat({ style: 'currency', currency: 'AUD', maximumFractionDigits: 0 })

function EstimateSummary({ page, onNext }: { page: FinancePageData; onNext?: (href: string) => void }) {
  const { amount, term } = page.estimate
  return (
    <div className="grid gap-3">
      <p className="rounded-md bg-surface p-3">
        <span className="font-semibold">Your estimate:</span> {dollars.format(amount)} over {term}{' '}
        {term === 1 ? 'year' : 'years'}.{' '}
        {onNext ? (
          <button type="button" onClick={() => onNext(page.backHref)} className="font-semibold underline">
            Change<span className="sr-only"> your estimate</span>
          </button>
        ) : (
          <SiteLink to={page.backHref} className="font-semibold underline">
            Change<span className="sr-only"> your estimate</span>
          </SiteLink>
        )}
      </p>
      <QuoteBox quote={page.quote} pending={false} />
    </div>
  )
}

function LostJourney({ startAgainHref }: { startAgainHref: string }) {
  return (
    <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
      <h2 className="text-lg font-bold">We could not find your finance estimate</h2>
      <p className="mt-1">{UNEXPECTED_ERROR_MESSAGE}. Please start again.</p>
      <SiteLink to={startAgainHref} className="button-primary mt-3">
        Start again
      </SiteLink>
    </div>
  )
}
