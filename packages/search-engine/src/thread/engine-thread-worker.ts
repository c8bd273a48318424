import { parentPort, workerData } from 'node:worker_threads'
import { answerPlainRequest } from '../http/plain-exchange.ts'
import { createTypesenseHandler } from '../http-handler.ts'
import { startStandaloneServer } from '../server.ts'
import type { EngineThreadData, FromThread, ToThread } from './engine-thread-messages.ts'

/**
 * The engine's thread (engine-thread.ts starts it): the engine, its data directory, and its loopback HTTP
 * port, answering the messages of the thread that started it.
 */

const port = parentPort
if (!port) throw new Error('engine-thread-worker.ts runs as a worker thread (see engine-thread.ts).')
const options = workerData as EngineThreadData
const post = (message: FromThread) => port.postMessage(message)

const server = await startStandaloneServer({
  port: 0,
  host: options.host,
  apiKeys: options.apiKeys,
  ...(options.dataDir === undefined ? {} : { dataDir: options.dataDir }),
})
const handler = createTypesenseHandler(server.engine, { apiKeys: options.apiKeys })

port.on('message', (message: ToThread) => {
  if (message.type === 'close') {
    server.close().then(
      () => post({ type: 'closed' }),
      (error: unknown) => post({ type: 'closed', error: String(error) }),
    )
    return
  }
  answerPlainRequest(handler, message.request).then(
    (answer) => post({ type: 'answer', id: message.id, answer }),
    (error: unknown) =>
      post({
        type: 'failed',
        id: message.id,
        message: error instanceof Error ? error.message : String(error),
      }),
  )
})
post({ type: 'ready', port: server.port })
