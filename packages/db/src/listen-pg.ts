import type { Client } from 'pg'

export interface ListenHandlers {
  onPayload: (payload: string) => void
  /** The connection dropped and is listening again: anything sent meanwhile was missed. */
  onReconnect?: () => void
}

const channelName = /^[a-z_][a-z0-9_]{0,62}$/
const maxBackoffMs = 30_000

/**
 * LISTEN on one channel over a dedicated `pg` connection (a pooled one would be handed to queries and
 * lose the subscription). A dropped connection is opened again with backoff, then `onReconnect` runs.
 * Answers a function that stops listening.
 */
export async function listenWithPg(
  url: string,
  channel: string,
  handlers: ListenHandlers,
): Promise<() => Promise<void>> {
  if (!channelName.test(channel)) throw new Error(`Not a channel name: ${channel}`)
  const { Client: PgClient } = await import('pg')
  let client: Client | null = null
  let stopped = false
  let failures = 0
  let retry: NodeJS.Timeout | undefined

  async function connect(): Promise<Client> {
    const next = new PgClient({ connectionString: url })
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onPayload(message.payload)
    })
    // An error on a live connection is followed by 'end', where the reconnection starts.
    next.on('error', () => {})
    next.on('end', () => {
      if (client === next) lost()
    })
    try {
      await next.connect()
      await next.query(`listen ${channel}`)
    } catch (error) {
      await next.end().catch(() => {})
      throw error
    }
    return next
  }

  function lost() {
    client = null
    if (stopped || retry) return
    const delay = Math.min(maxBackoffMs, 250 * 2 ** failures)
    retry = setTimeout(async () => {
      retry = undefined
      if (stopped) return
      try {
        const next = await connect()
        if (stopped) return void (await next.end())
        client = next
        failures = 0
        handlers.onReconnect?.()
      } catch {
        failures += 1
        lost()
      }
    }, delay)
    retry.unref()
  }

  client = await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const current = client
    client = null
    await current?.end().catch(() => {})
  }
}
