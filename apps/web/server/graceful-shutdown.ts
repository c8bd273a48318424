import type { Server, ServerResponse } from 'node:http'
import type { Logger } from './logger.ts'

export interface GracefulShutdownOptions {
  server: Server
  /** Stops the background workers (each waits for the delivery it is in), then closes the database. */
  closeServices: () => Promise<void>
  logger: Pick<Logger, 'info' | 'warn' | 'error'>
  /** The longest wait for requests in flight; their connections are then cut. */
  drainTimeoutMs?: number
  /** The longest wait for the services to stop; the process then exits 1. */
  servicesTimeoutMs?: number
  /** Ends the process (process.exit; tests pass their own). */
  exit?: (code: number) => void
}

export const DRAIN_TIMEOUT_MS = 10_000
export const SERVICES_TIMEOUT_MS = 15_000
/** While draining, connections that went idle after their answer are closed this often. */
const IDLE_SWEEP_MS = 250

export interface GracefulShutdown {
  /** Runs the shutdown once (a second call during it exits at once); resolves with the exit code. */
  shutdown(signal: NodeJS.Signals): Promise<number>
  /** Shuts down on each of these signals. */
  handleSignals(signals?: NodeJS.Signals[]): void
  readonly stopping: boolean
}

/** Resolves true when `promise` settles in time, false when `ms` passed first. */
async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([promise.then(() => true), timeout])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * The order in which the server stops on SIGTERM (a deployment, a scale-down) or SIGINT (Ctrl-C):
 * 1. stop listening: new connections are refused at once; idle keep-alive connections are closed, and
 *    each request in flight is answered with `Connection: close`;
 * 2. wait for the requests in flight to finish, at most `drainTimeoutMs`, then cut what is left;
 * 3. stop the background workers, each after the delivery round it is in, then close the database
 *    (`closeServices`, at most `servicesTimeoutMs`);
 * 4. exit 0 (1 when the services failed or did not stop in time).
 * A second signal during the shutdown exits at once with 1.
 */
export function gracefulShutdown(options: GracefulShutdownOptions): GracefulShutdown {
  const { server, logger } = options
  const drainTimeoutMs = options.drainTimeoutMs ?? DRAIN_TIMEOUT_MS
  const servicesTimeoutMs = options.servicesTimeoutMs ?? SERVICES_TIMEOUT_MS
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const inFlight = new Set<ServerResponse>()
  let running: Promise<number> | null = null

  // Before the app's own listener: a request that arrives on a kept-alive connection while draining is
  // still answered, and told the connection closes after it.
  server.prependListener('request', (_request, response: ServerResponse) => {
    if (running) response.setHeader('Connection', 'close')
    inFlight.add(response)
    response.once('close', () => inFlight.delete(response))
  })

  async function stop(signal: NodeJS.Signals): Promise<number> {
    logger.info(
      { signal, inFlight: inFlight.size },
      'Shutting down: refusing new connections, finishing the requests in flight',
    )
    for (const response of inFlight) {
      if (!response.headersSent) response.setHeader('Connection', 'close')
    }
    const closed = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS)
    const drained = await within(closed, drainTimeoutMs)
    clearInterval(sweep)
    if (!drained) {
      logger.warn(
        { inFlight: inFlight.size, waitedMs: drainTimeoutMs },
        'Requests still in flight after the wait: closing their connections',
      )
      server.closeAllConnections()
      await within(closed, 1_000)
    }
    try {
      if (!(await within(options.closeServices(), servicesTimeoutMs))) {
        logger.error({ waitedMs: servicesTimeoutMs }, 'The services did not stop in time')
        return 1
      }
    } catch (error) {
      logger.error({ err: error }, 'The services did not stop cleanly')
      return 1
    }
    logger.info({ signal }, 'Stopped')
    return 0
  }

  const shutdown = (signal: NodeJS.Signals) => {
    if (running) {
      logger.warn({ signal }, 'Second signal during the shutdown: exiting now')
      exit(1)
      return running
    }
    running = stop(signal)
      .catch((error: unknown) => {
        logger.error({ err: error }, 'The shutdown failed')
        return 1
      })
      .then((code) => {
        exit(code)
        return code
      })
    return running
  }

  return {
    shutdown,
    handleSignals(signals = ['SIGTERM', 'SIGINT']) {
      for (const signal of signals) process.on(signal, () => void shutdown(signal))
    },
    get stopping() {
      return running !== null
    },
  }
}
