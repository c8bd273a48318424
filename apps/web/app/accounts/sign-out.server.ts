import { safeRedirectPath } from '@forecourt/domain/accounts/safe-redirect'
import { type RouterContextProvider, redirect } from 'react-router'
import { readLeadForm } from '~/leads/lead-post.server'
import { currentShopper, shopperAuth } from './shopper-session.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** Signs the shopper out on this website (the session is deleted, the cookie cleared), then goes home. */
export async function signOutAction({ request, context }: Args) {
  const formData = await readLeadForm({ request, context })
  const to = safeRedirectPath(formData.get('redirect'))
  const answer = new Headers()
  if (await currentShopper(request, context)) {
    const { headers } = await shopperAuth(request, context).api.signOut({
      headers: request.headers,
      returnHeaders: true,
    })
    for (const cookie of headers.getSetCookie()) answer.append('Set-Cookie', cookie)
  }
  throw redirect(to, { headers: answer })
}
