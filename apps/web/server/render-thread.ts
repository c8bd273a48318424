import { Worker } from 'node:worker_threads'
import type { DocumentRenderer, RenderedElsewhere } from '../app/document/document-renderer.ts'
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-thread-messages.ts'

export interface RenderThread extends DocumentRenderer {
  /** Pages posted and not yet sent in full. */
  readonly pagesInFlight: number
  /** False once the thread has stopped (closed, or failed): it renders nothing more. */
  readonly running: boolean
  /** Waits (a few seconds at most) for the pages being sent, then stops the thread. */
  close(): Promise<void>
}

interface Pending {
  shell: { resolve(rendered: RenderedElsewhere): void; reject(error: Error): void } | null
  body: ReadableStreamDefaultController<Uint8Array> | null
}

/** What render threads are called where threads are listed (at most 15 characters on Linux). */
export const RENDER_THREAD_NAME = 'render'

/** The longest close() waits for pages still streaming from the thread. */
const CLOSE_WAIT_MS = 5_000

/**
 * React's rendering of pages on a thread of its own (docs/decisions/041-render-thread.md): the request's
 * thread runs the middleware and the loaders, posts the page's data, and streams the HTML that comes back.
 */
export async function startRenderThread(
  data: RenderThreadData,
  /** The thread's script; tests give a stand-in that needs no server build. */
  script: URL = new URL('./render-thread-worker.ts', import.meta.url),
): Promise<RenderThread> {
  // No inherited flags: some of the web server's (profiling, heap sizes) are refused for a thread.
  const worker = new Worker(script, {
    workerData: data,
    execArgv: [],
    // The thread's name in the operating system (top -H, /proc/<pid>/task/*/comm) and in profilers.
    name: RENDER_THREAD_NAME,
    // The young generation the server's --max-semi-space-size=64 gives the request's thread (three
    // semi-spaces): rendering allocates as much, and V8's default collects it three times as often.
    resourceLimits: { maxYoungGenerationSizeMb: 192 },
  })
  const pending = new Map<number, Pending>()
  let nextId = 0
  let stopped: Error | null = null
  let started: { resolve: () => void; reject: (error: Error) => void } | null = null
  let drained: (() => void) | null = null

  const settle = (id: number) => {
    pending.delete(id)
    if (pending.size === 0) drained?.()
  }
  const stop = (error: Error) => {
    stopped ??= error
    started?.reject(error)
    for (const entry of pending.values()) {
      if (entry.shell) entry.shell.reject(error)
      else entry.body?.error(error)
    }
    pending.clear()
    drained?.()
  }

  worker.on('message', (message: FromRenderThread) => {
    if (message.type === 'ready') {
      started?.resolve()
      return
    }
    const entry = pending.get(message.id)
    if (!entry) return
    if (message.type === 'shell') {
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          entry.body = controller
        },
        // The shopper left: the rest of the page is dropped as it comes.
        cancel() {
          entry.body = null
        },
      })
      entry.shell?.resolve({ status: message.status, body })
      entry.shell = null
    } else if (message.type === 'chunk') {
      entry.body?.enqueue(message.chunk)
    } else if (message.type === 'end') {
      entry.body?.close()
      settle(message.id)
    } else {
      const error = Object.assign(new Error(message.message), { stack: message.stack })
      if (entry.shell) entry.shell.reject(error)
      else entry.body?.error(error)
      settle(message.id)
    }
  })
  worker.on('error', stop)
  worker.on('exit', (code) => stop(new Error(`The render thread stopped (exit code ${code}).`)))

  await new Promise<void>((resolve, reject) => {
    started = { resolve, reject }
  })
  started = null
  const post = (message: ToRenderThread) => {
    if (!stopped) worker.postMessage(message)
  }

  return {
    get pagesInFlight() {
      return pending.size
    },
    get running() {
      return stopped === null
    },
    render(document, handoff) {
      if (stopped) return null
      const id = nextId++
      try {
        worker.postMessage({ type: 'render', id, document } satisfies ToRenderThread)
      } catch {
        // Data that does not copy (a promise streamed after the shell): rendered where it is.
        return null
      }
      // The stream is read here and its chunks sent at once: a stream moved to the thread would be read
      // a chunk per round trip between the threads, each waiting its turn on both.
      readToEnd(handoff).then(
        (chunks) => post({ type: 'handoff', id, chunks }),
        (error: unknown) => post({ type: 'handoffFailed', id, message: String(error) }),
      )
      return new Promise<RenderedElsewhere>((resolve, reject) => {
        pending.set(id, { shell: { resolve, reject }, body: null })
      })
    },
    async close() {
      if (pending.size > 0 && !stopped) {
        await new Promise<void>((resolve) => {
          drained = resolve
          setTimeout(resolve, CLOSE_WAIT_MS).unref()
        })
      }
      stop(new Error('The render thread is closed.'))
      await worker.terminate()
    },
  }
}

async function readToEnd(stream: ReadableStream<Uint8Array>): Promise<Uint8Array[]> {
  const chunks: Uint8Array[] = []
  const reader = stream.getReader()
  for (let read = await reader.read(); !read.done; read = await reader.read()) chunks.push(read.value)
  return chunks
}
