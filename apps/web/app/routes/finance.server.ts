import type { RouterContextProvider } from 'react-router'
import { financeAction } from '~/finance/finance-action.server'
import { loadFinancePage } from '~/finance/finance-page.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The finance pages (`/finance` and the spec's other finance addresses): one page, one journey. */
export function loadFinance(args: Args) {
  return loadFinancePage(args)
}

export function submitFinanceStep(args: Args) {
  return financeAction(args)
}
