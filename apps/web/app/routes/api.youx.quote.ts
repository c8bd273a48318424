import { financeApiLoader, quoteAction } from '~/finance/finance-api.server'
import type { Route } from './+types/api.youx.quote'

/** `POST /api/youx/quote`: a finance quote (JSON). */
export function loader() {
  return financeApiLoader()
}

export function action(args: Route.ActionArgs) {
  return quoteAction(args)
}
