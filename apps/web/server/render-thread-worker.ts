// First: drizzle-orm's files, which the server build imports, resolve without Node's package lookup.
import './package-resolution.ts'
import { parentPort, workerData } from 'node:worker_threads'
import type { DocumentRendering } from '../app/document/render-document.tsx'
import type { TransferredDocument } from '../app/document/transferred-document.ts'
import { configureServerLogger } from './logger.ts'
import type { FromRenderThread, RenderThreadData, ToRenderThread } from './render-thread-messages.ts'

/** The render thread (render-thread.ts): renders posted pages with the server build and streams them back. */

if (!parentPort) throw new Error('render-thread-worker.ts runs as a worker thread (startRenderThread).')
const port = parentPort
configureServerLogger((workerData as RenderThreadData).logLevel)

// @ts-expect-error the server build exists only after `react-router build`
const build = (await import('../build/server/index.js')) as {
  renderTransferredDocument(
    document: TransferredDocument,
    handoff: ReadableStream<Uint8Array>,
  ): DocumentRendering
}

/** Each page's stream of data for the browser, filled when the request's thread sends it. */
const handoffs = new Map<number, ReadableStreamDefaultController<Uint8Array>>()

const post = (message: FromRenderThread, transfer: ArrayBuffer[] = []) => port.postMessage(message, transfer)
const failed = (id: number, error: unknown) =>
  post({
    type: 'failed',
    id,
    message: error instanceof Error ? error.message : String(error),
    stack: error instanceof Error ? error.stack : undefined,
  })

port.on('message', (message: ToRenderThread) => {
  const { id } = message
  if (message.type !== 'render') {
    const handoff = handoffs.get(id)
    handoffs.delete(id)
    if (message.type === 'handoffFailed') handoff?.error(new Error(message.message))
    else {
      for (const chunk of message.chunks) handoff?.enqueue(chunk)
      handoff?.close()
    }
    return
  }
  const handoff = new ReadableStream<Uint8Array>({
    start(controller) {
      handoffs.set(id, controller)
    },
  })
  let rendering: DocumentRendering
  try {
    rendering = build.renderTransferredDocument(message.document, handoff)
  } catch (error) {
    handoffs.delete(id)
    failed(id, error)
    return
  }
  rendering.shell.then(
    ({ status, body }) => {
      post({ type: 'shell', id, status })
      body.on('data', (data: Buffer) => {
        // A copy of its own, moved rather than copied again: Node's small buffers share a pool.
        const chunk = new Uint8Array(data)
        post({ type: 'chunk', id, chunk }, [chunk.buffer])
      })
      body.once('end', () => post({ type: 'end', id }))
      body.once('error', (error) => failed(id, error))
    },
    (error: unknown) => failed(id, error),
  )
})

post({ type: 'ready' })
