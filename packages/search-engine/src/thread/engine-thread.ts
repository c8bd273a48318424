import type { IncomingHttpHeaders } from 'node:http'
import { Worker } from 'node:worker_threads'
import type { ApiKeyConfig } from '../auth/api-keys.ts'
import { readBody } from '../http/body.ts'
import type { PlainAnswer, PlainRequest } from '../http/plain-exchange.ts'
import { sendJson } from '../http/respond.ts'
import type { TypesenseHandler } from '../http-handler.ts'
import type { EngineThreadData, FromThread, ToThread } from './engine-thread-messages.ts'

export interface EngineThreadOptions {
  /** Keys the engine accepts (admin and search-only parents of scoped keys). */
  apiKeys: ApiKeyConfig[]
  /** Where the engine keeps its collections; none keeps them in memory. */
  dataDir?: string
  /** Where the thread's HTTP port listens (loopback unless told). */
  host?: string
}

export interface EngineThread {
  /** The thread's HTTP port: a Typesense node for clients that only speak HTTP. */
  port: number
  /** Asks the engine as over the wire, without a socket. */
  request(request: PlainRequest): Promise<PlainAnswer>
  /** A node:http handler passing each request on to the engine (mounted like createTypesenseHandler's). */
  handler: TypesenseHandler
  /** Stops the port and the engine (its data written), then the thread. */
  close(): Promise<void>
}

/** What the engine's thread is called where threads are listed (at most 15 characters on Linux). */
export const ENGINE_THREAD_NAME = 'search-engine'

type Waiting = { resolve: (answer: PlainAnswer) => void; reject: (error: Error) => void }

/**
 * The embedded engine on a thread of its own (docs/decisions/040-search-engine-thread.md): searching,
 * faceting and indexing run beside page rendering instead of between its turns, as on a Typesense node.
 */
export async function startEngineThread(options: EngineThreadOptions): Promise<EngineThread> {
  const data: EngineThreadData = {
    host: options.host ?? '127.0.0.1',
    apiKeys: options.apiKeys,
    ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
  }
  // No inherited flags: some of the web server's (heap sizes, profiling) are refused for a thread.
  const worker = new Worker(new URL('./engine-thread-worker.ts', import.meta.url), {
    workerData: data,
    execArgv: [],
    // The thread's name in the operating system (top -H, /proc/<pid>/task/*/comm) and in profilers.
    name: ENGINE_THREAD_NAME,
  })
  const waiting = new Map<number, Waiting>()
  let nextId = 0
  let stopped: Error | null = null
  let closed: ((error?: string) => void) | null = null
  let started: { resolve: (port: number) => void; reject: (error: Error) => void } | null = null

  const stop = (error: Error) => {
    stopped ??= error
    started?.reject(error)
    for (const entry of waiting.values()) entry.reject(error)
    waiting.clear()
    closed?.()
  }
  worker.on('message', (message: FromThread) => {
    if (message.type === 'ready') started?.resolve(message.port)
    else if (message.type === 'closed') closed?.(message.error)
    else {
      const entry = waiting.get(message.id)
      waiting.delete(message.id)
      if (message.type === 'answer') entry?.resolve(message.answer)
      else entry?.reject(new Error(message.message))
    }
  })
  worker.on('error', stop)
  worker.on('exit', (code) => stop(new Error(`The search engine thread stopped (exit code ${code}).`)))

  const port = await new Promise<number>((resolve, reject) => {
    started = { resolve, reject }
  })
  started = null
  const post = (message: ToThread) => worker.postMessage(message)

  function request(plain: PlainRequest): Promise<PlainAnswer> {
    if (stopped) return Promise.reject(stopped)
    const id = nextId++
    return new Promise((resolve, reject) => {
      waiting.set(id, { resolve, reject })
      post({ type: 'request', id, request: plain })
    })
  }

  const handler: TypesenseHandler = (req, res) => {
    readBody(req)
      .then((body) =>
        request({
          method: (req.method ?? 'GET').toUpperCase(),
          url: req.url ?? '/',
          headers: plainHeaders(req.headers),
          body: body === '' ? null : body,
        }),
      )
      .then(
        (answer) => {
          res.writeHead(answer.status, answer.headers)
          res.end(answer.body)
        },
        () => {
          if (!res.headersSent) sendJson(res, 503, { message: 'The search engine is unavailable.' })
          else res.destroy()
        },
      )
  }

  return {
    port,
    request,
    handler,
    close: async () => {
      if (stopped) return
      const failure = await new Promise<string | undefined>((resolve) => {
        closed = resolve
        post({ type: 'close' })
      })
      // Requests from now on are told plainly, rather than that the thread stopped.
      stop(new Error('The search engine is closed.'))
      await worker.terminate()
      // The engine could not write its data: the caller (graceful shutdown, the ingest CLI) must hear it.
      if (failure) throw new Error(`The search engine did not close cleanly: ${failure}`)
    },
  }
}

function plainHeaders(headers: IncomingHttpHeaders): Record<string, string> {
  const plain: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) plain[name] = Array.isArray(value) ? value.join(', ') : value
  }
  return plain
}
