import { parentPort } from 'node:worker_threads'
import type { FromRenderThread, ToRenderThread } from './render-thread-messages.ts'

/**
 * A stand-in for the render thread (render-thread.test.ts): answers by the page's path, without a build.
 * `/car` streams two chunks, `/handoff` answers with the data the request's thread sent after the page,
 * `/broken` fails before its shell, `/slow` ends 200 ms after its shell.
 */
if (!parentPort) throw new Error('Runs as a worker thread.')
const port = parentPort
const post = (message: FromRenderThread) => port.postMessage(message)
const text = (value: string) => new TextEncoder().encode(value)
const waitingForHandoff = new Map<number, () => void>()
const handoffs = new Map<number, Uint8Array[]>()

port.on('message', (message: ToRenderThread) => {
  if (message.type === 'handoff') {
    handoffs.set(message.id, message.chunks)
    waitingForHandoff.get(message.id)?.()
    return
  }
  if (message.type !== 'render') return
  const { id } = message
  const path = new URL(message.document.request.url).pathname
  if (path === '/broken') {
    post({
      type: 'failed',
      id,
      message: 'Cannot read the car',
      stack: 'Error: Cannot read the car\n    at CarPage',
    })
    return
  }
  post({ type: 'shell', id, status: message.document.request.status })
  if (path === '/car') {
    post({ type: 'chunk', id, chunk: text('<h1>2026 Subaru Forester</h1>') })
    post({ type: 'chunk', id, chunk: text('<p>$46,990</p>') })
    post({ type: 'end', id })
  } else if (path === '/handoff') {
    const answer = () => {
      const chunks = handoffs.get(id) ?? []
      for (const chunk of chunks) post({ type: 'chunk', id, chunk })
      post({ type: 'end', id })
    }
    if (handoffs.has(id)) answer()
    else waitingForHandoff.set(id, answer)
  } else if (path === '/slow') {
    setTimeout(() => {
      post({ type: 'chunk', id, chunk: text('late') })
      post({ type: 'end', id })
    }, 200)
  }
})

post({ type: 'ready' })
