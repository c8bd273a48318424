import type { CreditScore } from './quote.ts'

/**
 * What the finance journey's last page says (the embedded lender's page, step 4 "Apply to lender"): one
 * outcome, never two. The embedded lender pre-approves instantly on the shopper's self-assessed credit
 * (the popup's "Instant pre-approval" step): a GREAT or DECENT score is pre-approved; a POOR one is an
 * application received, which a person at the lender assesses before anything is approved. The page then
 * says "received" and nothing about approval.
 */

export type FinanceApplicationOutcome = 'pre-approved' | 'received'

const PRE_APPROVED_SCORES: ReadonlySet<CreditScore> = new Set(['GREAT', 'DECENT'])

export function financeApplicationOutcome(request: {
  selfAssessedCreditScore?: unknown
}): FinanceApplicationOutcome {
  const score = request.selfAssessedCreditScore
  return typeof score === 'string' && PRE_APPROVED_SCORES.has(score as CreditScore)
    ? 'pre-approved'
    : 'received'
}

export interface FinanceApplicationWords {
  /** The page's heading. */
  heading: string
  /** The line under it, before the reference. */
  summary: string
  /** The lender's part in "What happens next". */
  lenderStep: string
}

export function financeApplicationWords(
  outcome: FinanceApplicationOutcome,
  firstName: string | null,
  vehicle: string | null,
): FinanceApplicationWords {
  const forVehicle = vehicle ? ` for the ${vehicle}` : ''
  if (outcome === 'pre-approved') {
    return {
      heading: firstName
        ? `Thanks ${firstName}, you are pre-approved to apply`
        : 'You are pre-approved to apply',
      summary: `You are pre-approved for finance${forVehicle}.`,
      lenderStep:
        'You complete your application with the lender. Only then may the lender run a credit check.',
    }
  }
  return {
    heading: firstName
      ? `Thanks ${firstName}, your finance application is received`
      : 'Your finance application is received',
    summary: `Your finance application${forVehicle} is with the lender.`,
    lenderStep:
      'The lender assesses your application and tells you its decision. This may include a credit check.',
  }
}
