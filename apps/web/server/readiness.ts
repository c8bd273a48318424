import { sql } from 'drizzle-orm'
import type { Request, Response } from 'express'
import type { AppServices } from './services.ts'

const CHECK_TIMEOUT_MS = 2_000

/** True when `check` settles well within the timeout; false when it fails or hangs. */
async function answers(check: () => Promise<unknown>): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), CHECK_TIMEOUT_MS)
  })
  try {
    return await Promise.race([check().then(() => true), timeout])
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/**
 * `/readyz`: whether this instance can serve shoppers now: its database answers a query and its search
 * service says it is healthy. 200 when both do, else 503 naming which is down, so a load balancer takes
 * the instance out of rotation while `/healthz` (the process is up) keeps it from being restarted.
 */
export function readinessHandler(services: Pick<AppServices, 'database' | 'search'>) {
  return async (_request: Request, response: Response) => {
    const [database, search] = await Promise.all([
      answers(() => services.database.db.execute(sql`select 1`)),
      answers(async () => {
        const health = await services.search.client.health.retrieve()
        if (!health.ok) throw new Error('search is not healthy')
      }),
    ])
    response
      .status(database && search ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({
        status: database && search ? 'ready' : 'unavailable',
        database: database ? 'up' : 'down',
        search: search ? 'up' : 'down',
      })
  }
}
