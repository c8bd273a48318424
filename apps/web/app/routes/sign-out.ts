import { redirect } from 'react-router'
import { signOutAction } from '~/accounts/sign-out.server'
import type { Route } from './+types/sign-out'

/** Only a post signs out; an address typed or followed just goes home. */
export function loader() {
  return redirect('/')
}

export async function action(args: Route.ActionArgs) {
  return signOutAction(args)
}
