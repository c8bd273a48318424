import { createCustomerAction, financeApiLoader } from '~/finance/finance-api.server'
import type { Route } from './+types/api.youx.create-customer'

/** `POST /api/youx/create-customer`: the finance customer of a verified finance enquiry (JSON). */
export function loader() {
  return financeApiLoader()
}

export function action(args: Route.ActionArgs) {
  return createCustomerAction(args)
}
