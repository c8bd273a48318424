import { request as httpRequest } from 'node:http'
import { connect, type Socket } from 'node:net'
import { expect, test } from '@playwright/test'
import { coastlineEnquiry } from '../support/lead-server'
import { type ExtraServer, startExtraServer } from './support/extra-server'

/**
 * SIGTERM on a server of its own (e2ePort + 71): the request in flight is answered in full, new
 * connections are refused, the process exits 0, and its stdout holds one JSON line per request with none
 * of the personal details the requests carried.
 */

test.describe.configure({ mode: 'serial', timeout: 180_000 })
test.skip(({ isMobile }) => isMobile, 'server behaviour, checked on the desktop project')

const site = 'coastline-motorcycles'
const phone = '0412345678'
const spacedPhone = '0412 345 678'
const email = 'graceful.shopper@example.com'
const code = '493817'
const cookie = 'better-auth.session_token=graceful-secret-session'
/** Personal details sent in query strings, bodies and headers: none may reach the log. */
const query = new URLSearchParams({ phone: spacedPhone, email, code }).toString()

let server: ExtraServer | undefined
test.afterAll(async () => {
  await server?.kill()
})

/** A GET to the site on the server, as a browser would send it (Host of the site). */
function get(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; requestId: string | undefined }>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        agent: false,
        headers: { host: `${site}.localhost:${port}`, ...headers },
      },
      (response) => {
        response.resume()
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            requestId: response.headers['x-request-id'] as string | undefined,
          }),
        )
      },
    )
    outgoing.on('error', reject)
    outgoing.end()
  })
}

/** Whether a new TCP connection to the port is accepted ('connected') or refused (its error code). */
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

test('SIGTERM: the request in flight gets its whole answer, new connections are refused, exit 0, clean JSON logs', async () => {
  server = await startExtraServer({
    offset: 71,
    name: 'graceful-shutdown',
    captureStdout: true,
    env: { LOG_LEVEL: 'info', LEADS_PER_IP_PER_HOUR: '1000', LEADS_PER_PHONE_PER_HOUR: '1000' },
  })
  const { port } = server

  // An ordinary page, with personal details in its query string, a session cookie and a bearer token.
  const page = await get(port, `/search?${query}`, {
    cookie,
    authorization: 'Bearer graceful-secret-bearer',
    'x-request-id': 'e2e-graceful-1',
  })
  expect(page.status).toBeLessThan(500)
  expect(page.requestId).toBe('e2e-graceful-1')

  // A shopper's enquiry whose body is still on its way when the signal arrives.
  const body = coastlineEnquiry(7, 'graceful')
  body.set('email', email)
  body.set('phone', phone)
  const payload = body.toString()
  const split = Math.floor(payload.length / 2)
  const socket: Socket = connect(port, '127.0.0.1')
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve())
    socket.once('error', reject)
  })
  let answer = ''
  socket.setEncoding('utf8')
  socket.on('data', (chunk: string) => {
    answer += chunk
  })
  const socketClosed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  const host = `${site}.localhost:${port}`
  socket.write(
    [
      `POST /contact?${query} HTTP/1.1`,
      `Host: ${host}`,
      `Origin: http://${host}`,
      'Content-Type: application/x-www-form-urlencoded',
      `Content-Length: ${Buffer.byteLength(payload)}`,
      `Cookie: ${cookie}`,
      '',
      payload.slice(0, split),
    ].join('\r\n'),
  )
  // The server has the request (headers and half the body) before the signal.
  await new Promise((resolve) => setTimeout(resolve, 500))
  server.stop()

  // The listening socket closes at once: a new connection is refused.
  await expect.poll(() => tryConnect(port), { timeout: 10_000 }).toBe('ECONNREFUSED')
  expect(answer).toBe('')

  // The rest of the body arrives after the signal; the shopper still gets the whole answer.
  socket.write(payload.slice(split))
  await socketClosed
  expect(answer).toMatch(/^HTTP\/1\.1 302 /)
  expect(answer).toMatch(/\r\nconnection: close\r\n/i)
  expect(answer).toMatch(/\r\nx-request-id: [0-9a-f-]{36}\r\n/i)

  expect(await server.exited).toBe(0)

  const lines = server.stdoutLines().filter((line) => line.startsWith('{'))
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  const requests = entries.filter((entry) => entry.msg === 'request')
  expect(requests.find((entry) => entry.reqId === 'e2e-graceful-1')).toMatchObject({
    level: 'info',
    method: 'GET',
    route: '/search',
    site: `${site}.localhost`,
    status: page.status,
    durationMs: expect.any(Number),
  })
  const enquiry = requests.find((entry) => entry.method === 'POST')
  expect(enquiry).toMatchObject({
    route: '/contact',
    site: `${site}.localhost`,
    status: 302,
    reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    durationMs: expect.any(Number),
  })
  expect(answer.toLowerCase()).toContain(`x-request-id: ${enquiry?.reqId}`)
  const messages = entries.map((entry) => entry.msg)
  expect(messages).toContain('Shutting down: refusing new connections, finishing the requests in flight')
  expect(messages.at(-1)).toBe('Stopped')

  const output = server.stdoutLines().join('\n')
  for (const secret of [
    phone,
    spacedPhone,
    '345 678',
    '345678',
    email,
    'graceful.shopper',
    code,
    'Shopper 7',
    'graceful-secret-session',
    'better-auth',
    'graceful-secret-bearer',
    '?',
  ]) {
    expect(output, `the log must not hold ${secret}`).not.toContain(secret)
  }
})
