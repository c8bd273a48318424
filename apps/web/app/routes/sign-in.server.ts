import type { RouterContextProvider } from 'react-router'
import { loadSignIn, signInAction } from '~/accounts/sign-in.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** `/sign-in?type={type}&redirect={path}&back={path}`: sign in by phone with a one-time code. */
export function loadSignInPage(args: Args) {
  return loadSignIn(args)
}

export function submitSignIn(args: Args) {
  return signInAction(args)
}
