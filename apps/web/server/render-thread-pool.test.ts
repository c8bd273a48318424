import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { TransferredDocument } from '../app/document/transferred-document.ts'
import type { RenderThread } from './render-thread.ts'
import { startRenderThreadPool } from './render-thread-pool.ts'

/** A thread that holds each page until the test finishes it, and counts what it rendered. */
function heldThread(name: string) {
  const held: (() => void)[] = []
  const thread = {
    name,
    rendered: 0,
    closed: false,
    running: true,
    get pagesInFlight() {
      return held.length
    },
    render() {
      if (!thread.running) return null
      thread.rendered++
      return new Promise<{ status: number; body: ReadableStream<Uint8Array> }>((resolve) => {
        held.push(() => resolve({ status: 200, body: new ReadableStream() }))
      })
    },
    async close() {
      thread.closed = true
      thread.running = false
    },
    finishAll() {
      for (const finish of held.splice(0)) finish()
    },
  }
  return thread satisfies RenderThread
}

const page = {} as TransferredDocument
const handoff = () => new ReadableStream<Uint8Array>()
const settle = () => new Promise((resolve) => setImmediate(resolve))

let threads: ReturnType<typeof heldThread>[] = []
const start = vi.fn(async () => {
  const thread = heldThread(`thread ${threads.length + 1}`)
  threads.push(thread)
  return thread
})

beforeEach(() => {
  threads = []
  start.mockClear()
})
afterEach(() => {
  vi.useRealTimers()
})

const poolOf = (maxThreads: number, onStartFailed = vi.fn()) =>
  startRenderThreadPool({ maxThreads, start, onStartFailed, idleMs: 30_000 })

describe('the render thread pool', () => {
  it('renders pages that come one at a time on its one thread', async () => {
    const pool = await poolOf(4)
    for (let i = 0; i < 5; i++) {
      pool.render(page, handoff())
      threads[0]?.finishAll()
      await settle()
    }
    expect(pool.size).toBe(1)
    expect(threads[0]?.rendered).toBe(5)
    await pool.close()
  })

  it('starts another thread when every thread has a page in flight, up to the most allowed', async () => {
    const pool = await poolOf(2)
    pool.render(page, handoff())
    pool.render(page, handoff())
    await settle()
    expect(pool.size).toBe(2)
    for (let i = 0; i < 10; i++) pool.render(page, handoff())
    await settle()
    expect(pool.size).toBe(2)
    expect(start).toHaveBeenCalledTimes(2)
    await pool.close()
  })

  it('sends each page to the thread with the fewest pages in flight', async () => {
    const pool = await poolOf(2)
    pool.render(page, handoff())
    pool.render(page, handoff())
    await settle()
    const [first, second] = threads
    pool.render(page, handoff())
    expect([first?.pagesInFlight, second?.pagesInFlight]).toEqual([2, 1])
    pool.render(page, handoff())
    expect([first?.pagesInFlight, second?.pagesInFlight]).toEqual([2, 2])
    first?.finishAll()
    pool.render(page, handoff())
    expect([first?.pagesInFlight, second?.pagesInFlight]).toEqual([1, 2])
    await pool.close()
  })

  it('stops a thread beyond the first once it has had no page for the idle time, never the first', async () => {
    vi.useFakeTimers()
    const pool = await poolOf(2)
    pool.render(page, handoff())
    pool.render(page, handoff())
    await vi.advanceTimersByTimeAsync(0)
    expect(pool.size).toBe(2)
    pool.render(page, handoff())
    for (const thread of threads) thread.finishAll()
    await vi.advanceTimersByTimeAsync(29_000)
    expect(pool.size).toBe(2)
    await vi.advanceTimersByTimeAsync(10_000)
    expect(pool.size).toBe(1)
    expect(threads.map((thread) => thread.closed)).toEqual([false, true])
    await vi.advanceTimersByTimeAsync(120_000)
    expect(pool.size).toBe(1)
    await pool.close()
  })

  it('replaces a thread that stopped, and answers null (render in place) while none runs', async () => {
    const pool = await poolOf(1)
    const first = threads[0]
    if (!first) throw new Error('The pool should have started a thread')
    first.running = false
    expect(pool.render(page, handoff())).toBeNull()
    await settle()
    expect(start).toHaveBeenCalledTimes(2)
    expect(pool.render(page, handoff())).not.toBeNull()
    expect(threads[1]?.rendered).toBe(1)
    await pool.close()
  })

  it('reports a thread that could not start and waits the idle time before trying again', async () => {
    vi.useFakeTimers()
    const onStartFailed = vi.fn()
    const pool = await poolOf(2, onStartFailed)
    start.mockRejectedValueOnce(new Error('out of memory'))
    pool.render(page, handoff())
    pool.render(page, handoff())
    await vi.advanceTimersByTimeAsync(0)
    expect(onStartFailed).toHaveBeenCalledWith(new Error('out of memory'))
    pool.render(page, handoff())
    expect(start).toHaveBeenCalledTimes(2)
    await vi.advanceTimersByTimeAsync(30_000)
    pool.render(page, handoff())
    await vi.advanceTimersByTimeAsync(0)
    expect(start).toHaveBeenCalledTimes(3)
    expect(pool.size).toBe(2)
    await pool.close()
  })

  it('closes every thread it runs', async () => {
    const pool = await poolOf(2)
    pool.render(page, handoff())
    pool.render(page, handoff())
    await settle()
    await pool.close()
    expect(threads.map((thread) => thread.closed)).toEqual([true, true])
    expect(pool.render(page, handoff())).toBeNull()
  })
})
