import { stopAlerts } from '@forecourt/accounts/watchlist'
import { watchlistEntries } from '@forecourt/db/schema'
import { eq } from 'drizzle-orm'
import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { servicesContext } from '~/context'
import { readLeadForm } from '~/leads/lead-post.server'
import { pageUrl } from '~/page-url'
import { accountScope } from './shopper-session.server'

type Args = { request: Request; context: Readonly<RouterContextProvider> }

/** The random token of an alert's unsubscribe link (32 url-safe characters). */
const tokenSchema = z.string().regex(/^[\w-]{32}$/)

const UNKNOWN_LINK = 'This unsubscribe link is not valid. It may have been copied incompletely.'

/**
 * `/watchlist/unsubscribe?token=…`: the link in every price alert. It works without signing in: the
 * token alone names the saved car. Opening the link asks; the button (a post) turns the alerts off, so a
 * mail scanner that follows links changes nothing.
 */
export async function loadUnsubscribe({ request, context }: Args) {
  const { site } = accountScope(context)
  const token = tokenSchema.safeParse(pageUrl(request).searchParams.get('token'))
  const db = context.get(servicesContext).database.db
  const [entry] = token.success
    ? await db.select().from(watchlistEntries).where(eq(watchlistEntries.alertToken, token.data)).limit(1)
    : []
  if (!entry || !token.success) throw data({ message: UNKNOWN_LINK }, { status: 404 })
  return { siteName: site.content.name ?? '', token: token.data, alreadyOff: !entry.alertsEnabled }
}

export async function unsubscribeAction({ request, context }: Args) {
  accountScope(context)
  const token = tokenSchema.safeParse((await readLeadForm({ request, context })).get('token'))
  const entry = token.success ? await stopAlerts(context.get(servicesContext).database.db, token.data) : null
  // An unknown token is the same 'not valid' page the link itself answers.
  if (!entry) throw data({ message: UNKNOWN_LINK }, { status: 404 })
  return { done: true, message: 'Done: you will get no more price alerts for this car.' }
}
