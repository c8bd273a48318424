import { parseWithZod } from '@conform-to/zod/v4'
import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { postRefusalContext } from './context'

type Context = Readonly<RouterContextProvider>

/**
 * A post the server refused before any action ran (server/post-guards.ts), answered by the action that
 * reads it: a form shows the refusal above itself with what the shopper typed kept in its fields; a post
 * with nothing typed in it (sign out, pay, cancel) gets an error page saying why; an API a JSON error.
 * Every reader of a posted body asks here first (lead-post.server.ts, api/request-body.server.ts).
 */
export const postRefusal = (context: Context): string | null => context.get(postRefusalContext)

/** The form's answer to a refused post: its result carries what was posted, and the refusal as its error. */
export function refusedFormAnswer(context: Context, formData: FormData) {
  const message = postRefusal(context)
  if (!message) return null
  const submission = parseWithZod(formData, { schema: z.object({}) })
  return data({ result: submission.reply({ formErrors: [message] }) }, { status: 403 })
}

/** Throws the error page's answer to a refused post, when this one was. */
export function throwIfPostRefused(context: Context): void {
  const message = postRefusal(context)
  if (message) throw data({ reason: 'post-refused', message }, { status: 403 })
}
