/**
 * The request handlers still running. A shopper who leaves mid-request closes the connection, which ends
 * the response for the graceful shutdown, but the handler goes on: a page still searching, an action still
 * storing a lead. The services wait for them (at most a while) before they close.
 */
export interface WorkInFlight {
  /** Runs a handler, counted until it settles; false (and nothing run) once the services are closing. */
  run(work: () => Promise<unknown>): Promise<boolean>
  /**
   * Takes no more work, then resolves when nothing is running, or after `timeoutMs`; true when nothing was
   * left running.
   */
  settled(timeoutMs: number): Promise<boolean>
  readonly count: number
}

export function createWorkInFlight(): WorkInFlight {
  let count = 0
  let closing = false
  let waiters: (() => void)[] = []
  const done = () => {
    count--
    if (count > 0) return
    for (const wake of waiters) wake()
    waiters = []
  }
  return {
    async run(work) {
      if (closing) return false
      count++
      try {
        await work()
        return true
      } finally {
        done()
      }
    },
    settled(timeoutMs) {
      closing = true
      if (count === 0) return Promise.resolve(true)
      return new Promise((resolve) => {
        const timer = setTimeout(() => resolve(false), timeoutMs)
        waiters.push(() => {
          clearTimeout(timer)
          resolve(true)
        })
      })
    },
    get count() {
      return count
    },
  }
}
