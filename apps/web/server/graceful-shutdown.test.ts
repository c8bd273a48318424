import { createServer, type IncomingMessage, request, type Server, type ServerResponse } from 'node:http'
import { type AddressInfo, connect, type Socket } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { gracefulShutdown } from './graceful-shutdown.ts'

/** A loopback server whose `/slow` requests wait until the test releases them. */
async function startServer() {
  const events: string[] = []
  const releases: (() => void)[] = []
  const server: Server = createServer((incoming: IncomingMessage, response: ServerResponse) => {
    let body = ''
    incoming.setEncoding('utf8')
    incoming.on('data', (chunk: string) => {
      body += chunk
    })
    incoming.on('end', () => {
      const answer = () => {
        events.push(`answered ${incoming.url}`)
        response.end(`done ${incoming.url} ${body}`)
      }
      if (incoming.url === '/slow') releases.push(answer)
      else answer()
    })
  })
  server.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  const port = (server.address() as AddressInfo).port
  return { server, port, events, releases }
}

let cleanup: (() => void)[] = []
afterEach(() => {
  for (const step of cleanup) step()
  cleanup = []
})

function get(port: number, path: string, agent?: import('node:http').Agent) {
  return new Promise<{ status: number; body: string; connection: string | undefined }>((resolve, reject) => {
    const outgoing = request({ host: '127.0.0.1', port, path, agent: agent ?? false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => {
        body += chunk
      })
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body, connection: response.headers.connection }),
      )
    })
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Resolves with the error code of a new connection attempt, or 'connected'. */
function tryConnect(port: number): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1')
    socket.once('connect', () => {
      socket.destroy()
      resolve('connected')
    })
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'))
  })
}

function rawSocket(port: number): Promise<{ socket: Socket; received: () => string; ended: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      text += chunk
    })
    const ended = new Promise<void>((done) => socket.once('close', () => done()))
    socket.once('connect', () => resolve({ socket, received: () => text, ended }))
    socket.once('error', reject)
  })
}

function harness(options: {
  drainTimeoutMs?: number
  servicesTimeoutMs?: number
  closeServices: () => Promise<void>
}) {
  const log: string[] = []
  const exits: number[] = []
  const logger = {
    info: (fields: object, message?: string) => log.push(`info ${message} ${JSON.stringify(fields)}`),
    warn: (fields: object, message?: string) => log.push(`warn ${message} ${JSON.stringify(fields)}`),
    error: (fields: object, message?: string) => log.push(`error ${message} ${JSON.stringify(fields)}`),
  }
  return { log, exits, logger: logger as never, exit: (code: number) => exits.push(code), ...options }
}

describe('graceful shutdown', () => {
  it('refuses new connections, finishes the request in flight, then stops the services, then exits 0', async () => {
    const { server, port, events, releases } = await startServer()
    cleanup.push(() => server.closeAllConnections())
    const options = harness({
      closeServices: async () => {
        events.push('services closed')
      },
    })
    const shutdown = gracefulShutdown({ server, ...options })

    const slow = get(port, '/slow')
    await expect.poll(() => releases.length).toBe(1)
    const done = shutdown.shutdown('SIGTERM')
    expect(shutdown.stopping).toBe(true)

    expect(await tryConnect(port)).toBe('ECONNREFUSED')
    // Still waiting for the request: nothing closed yet.
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(events).toEqual([])
    expect(options.exits).toEqual([])

    releases[0]?.()
    const answer = await slow
    expect(answer).toEqual({ status: 200, body: 'done /slow ', connection: 'close' })
    expect(await done).toBe(0)
    expect(events).toEqual(['answered /slow', 'services closed'])
    expect(options.exits).toEqual([0])
    expect(options.log[0]).toMatch(/^info Shutting down.*"signal":"SIGTERM","inFlight":1/)
    expect(options.log.at(-1)).toMatch(/^info Stopped/)
  })

  it('lets a request whose body is still arriving finish, and closes idle keep-alive connections at once', async () => {
    const { server, port, events } = await startServer()
    cleanup.push(() => server.closeAllConnections())
    const options = harness({ closeServices: async () => void events.push('services closed') })
    const shutdown = gracefulShutdown({ server, ...options })

    // An idle keep-alive connection (its request answered) and a POST half sent.
    const idle = await rawSocket(port)
    idle.socket.write('GET /fast HTTP/1.1\r\nHost: localhost\r\n\r\n')
    await expect.poll(() => idle.received()).toContain('done /fast')
    const posting = await rawSocket(port)
    const body = 'first-half&second-half'
    posting.socket.write(
      `POST /upload HTTP/1.1\r\nHost: localhost\r\nContent-Type: text/plain\r\nContent-Length: ${body.length}\r\n\r\nfirst-half`,
    )
    await new Promise((resolve) => setTimeout(resolve, 50))

    const done = shutdown.shutdown('SIGTERM')
    await idle.ended
    expect(await tryConnect(port)).toBe('ECONNREFUSED')
    expect(events).toEqual(['answered /fast'])

    posting.socket.write('&second-half')
    await posting.ended
    expect(posting.received()).toMatch(/^HTTP\/1\.1 200 OK/)
    expect(posting.received()).toMatch(/Connection: close/i)
    expect(posting.received()).toContain(`done /upload ${body}`)
    expect(await done).toBe(0)
    expect(events).toEqual(['answered /fast', 'answered /upload', 'services closed'])
  })

  it('cuts requests still in flight after the wait, then stops the services all the same', async () => {
    const { server, port, events } = await startServer()
    const options = harness({
      drainTimeoutMs: 200,
      closeServices: async () => void events.push('services closed'),
    })
    const shutdown = gracefulShutdown({ server, ...options })
    const stuck = get(port, '/slow').catch((error: NodeJS.ErrnoException) => error.code)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await shutdown.shutdown('SIGTERM')).toBe(0)
    expect(await stuck).toBe('ECONNRESET')
    expect(events).toEqual(['services closed'])
    expect(options.log.some((line) => line.startsWith('warn Requests still in flight'))).toBe(true)
  })

  it('exits at once on a second signal, and 1 when the services fail or hang', async () => {
    const first = await startServer()
    cleanup.push(() => first.server.closeAllConnections())
    const hung = harness({ servicesTimeoutMs: 100, closeServices: () => new Promise<void>(() => {}) })
    const hanging = gracefulShutdown({ server: first.server, ...hung })
    const slow = get(first.port, '/slow').catch(() => null)
    await expect.poll(() => first.releases.length).toBe(1)
    const done = hanging.shutdown('SIGTERM')
    void hanging.shutdown('SIGINT')
    expect(hung.exits).toEqual([1])
    first.releases[0]?.()
    await slow
    expect(await done).toBe(1)
    expect(hung.exits).toEqual([1, 1])
    expect(hung.log.some((line) => line.startsWith('error The services did not stop in time'))).toBe(true)

    const second = await startServer()
    const failing = harness({
      closeServices: async () => {
        throw new Error('database refused to close')
      },
    })
    expect(await gracefulShutdown({ server: second.server, ...failing }).shutdown('SIGTERM')).toBe(1)
    expect(failing.exits).toEqual([1])
    expect(failing.log.at(-1)).toMatch(/^error The services did not stop cleanly/)
  })
})
