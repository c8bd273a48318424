import type { RenderThread } from './render-thread.ts'

/** How long a thread beyond the first may go without a page before it is stopped (and its memory freed). */
export const RENDER_THREAD_IDLE_MS = 30_000

interface PoolOptions {
  /** The most threads rendering at once (RENDER_THREADS; by default one a CPU core but one). */
  maxThreads: number
  start(): Promise<RenderThread>
  /** A thread beyond the first could not start; the pool tries again after `idleMs`. */
  onStartFailed(error: unknown): void
  idleMs?: number
}

interface Member {
  thread: RenderThread
  lastPageAt: number
}

/**
 * Render threads that grow with the load (docs/decisions/075-render-threads-grow-with-the-load.md): one
 * from the start; another (up to `maxThreads`) once every running thread has a page in flight when the
 * next arrives; a thread beyond the first stops after `idleMs` without a page, so an idle server holds one.
 * Each page goes to the thread with the fewest pages in flight.
 */
export async function startRenderThreadPool(options: PoolOptions): Promise<RenderThread & { size: number }> {
  const idleMs = options.idleMs ?? RENDER_THREAD_IDLE_MS
  const members: Member[] = [{ thread: await options.start(), lastPageAt: Date.now() }]
  let starting: Promise<void> | null = null
  let retryAfter = 0
  let closed = false

  const grow = () => {
    starting = options.start().then(
      (thread) => {
        starting = null
        if (closed) return thread.close()
        members.push({ thread, lastPageAt: Date.now() })
      },
      (error: unknown) => {
        starting = null
        retryAfter = Date.now() + idleMs
        options.onStartFailed(error)
      },
    )
  }

  const shrink = setInterval(
    () => {
      const now = Date.now()
      for (const member of members.slice(1)) {
        if (member.thread.pagesInFlight === 0 && now - member.lastPageAt >= idleMs) {
          members.splice(members.indexOf(member), 1)
          void member.thread.close()
        }
      }
    },
    Math.max(1_000, idleMs / 4),
  )
  shrink.unref()

  return {
    get size() {
      return members.length
    },
    get pagesInFlight() {
      return members.reduce((sum, member) => sum + member.thread.pagesInFlight, 0)
    },
    get running() {
      return !closed
    },
    render(document, handoff) {
      if (closed) return null
      let least: Member | undefined
      for (const member of [...members]) {
        if (!member.thread.running) members.splice(members.indexOf(member), 1)
        else if (!least || member.thread.pagesInFlight < least.thread.pagesInFlight) least = member
      }
      const busy = !least || least.thread.pagesInFlight > 0
      if (busy && !starting && members.length < options.maxThreads && Date.now() >= retryAfter) grow()
      if (!least) return null
      least.lastPageAt = Date.now()
      return least.thread.render(document, handoff)
    },
    async close() {
      closed = true
      clearInterval(shrink)
      await starting
      await Promise.all(members.map((member) => member.thread.close()))
    },
  }
}
