import { request as httpRequest } from 'node:http'
import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, scrubPersonalData } from './logger.ts'
import { requestIdFrom, requestLog, routeOf, siteOf } from './request-log.ts'

let closeServer: (() => void) | undefined
afterEach(() => closeServer?.())

/** A server with the request log in front of a few routes; its log lines are collected, parsed. */
async function serve() {
  const lines: string[] = []
  const logger = createLogger({ level: 'info', destination: { write: (line: string) => lines.push(line) } })
  const app = express()
  app.use(requestLog(logger))
  app.use(express.urlencoded({ extended: false }))
  app.get('/search', (_request, response) => {
    response.send('results')
  })
  app.post('/contact', (_request, response) => {
    response.redirect(302, '/thanks')
  })
  app.get('/broken', () => {
    throw new Error('broken')
  })
  app.use((_error: unknown, _request: express.Request, response: express.Response, _next: unknown) => {
    response.status(500).send('Sorry.')
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closeServer = () => server.close()
  const port = (server.address() as AddressInfo).port
  const send = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: string,
  ): Promise<{ status: number; requestId: string | undefined }> =>
    new Promise((resolve, reject) => {
      const request = httpRequest(
        { host: '127.0.0.1', port, method, path, headers, agent: false },
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
      request.on('error', reject)
      request.end(body)
    })
  const logged = async (count: number) => {
    await expect.poll(() => lines.length).toBe(count)
    return lines.map((line) => JSON.parse(line) as Record<string, unknown>)
  }
  return { send, lines, logged }
}

const phone = '0412 345 678'
const email = 'shopper.secret@example.com'
const code = '493817'

describe('request log', () => {
  it('writes one JSON line per request with its id, site, route, method, status and duration', async () => {
    const { send, logged } = await serve()
    const answer = await send('GET', '/search?make=Ford', { host: 'harbourside-volkswagen.localhost:3000' })
    const [line] = await logged(1)
    expect(line).toMatchObject({
      level: 'info',
      msg: 'request',
      reqId: answer.requestId,
      method: 'GET',
      route: '/search',
      site: 'harbourside-volkswagen.localhost',
      status: 200,
    })
    expect(line?.durationMs).toEqual(expect.any(Number))
    expect(line?.durationMs).toBeGreaterThanOrEqual(0)
    expect(line?.time).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/))
    expect(line?.aborted).toBeUndefined()
  })

  it('leaves out the query string, cookies, authorization and the personal details a request carries', async () => {
    const { send, lines, logged } = await serve()
    const query = new URLSearchParams({ phone_number: phone, email, code, name: 'Jane Citizen' })
    await send('GET', `/search?${query}`, {
      host: 'coastline-motorcycles.localhost:3000',
      cookie: 'better-auth.session_token=secret-session-value',
      authorization: 'Bearer secret-bearer-token',
    })
    await send(
      'POST',
      `/contact?${query}`,
      { host: 'coastline-motorcycles.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      query.toString(),
    )
    const [get, post] = await logged(2)
    expect(get).toMatchObject({ route: '/search', status: 200 })
    expect(post).toMatchObject({ method: 'POST', route: '/contact', status: 302 })
    // The time, pid, id and duration are numbers of their own, which may contain '345' by chance.
    const text = lines
      .map((line) => {
        const { time: _time, pid: _pid, reqId: _reqId, durationMs: _durationMs, ...rest } = JSON.parse(line)
        return JSON.stringify(rest)
      })
      .join('')
    for (const secret of [
      '?',
      'phone',
      '0412',
      '345',
      'shopper.secret',
      'example.com',
      code,
      'Jane',
      'Citizen',
      'secret-session-value',
      'better-auth',
      'secret-bearer-token',
      'Bearer',
      'cookie',
      'authorization',
    ]) {
      expect(text).not.toContain(secret)
    }
  })

  it('logs a failed request at error level with its 500', async () => {
    const { send, logged } = await serve()
    await send('GET', '/broken', { host: 'outback-trucks.localhost' })
    const [line] = await logged(1)
    expect(line).toMatchObject({ level: 'error', route: '/broken', status: 500 })
  })

  it('keeps a safe incoming X-Request-Id and replaces an unsafe one', async () => {
    const { send, logged } = await serve()
    const kept = await send('GET', '/search', { 'x-request-id': 'lb-7f3a.92_c-1' })
    const replaced = await send('GET', '/search', { 'x-request-id': `<script>${email}` })
    expect(kept.requestId).toBe('lb-7f3a.92_c-1')
    expect(replaced.requestId).toMatch(/^[0-9a-f-]{36}$/)
    const lines = await logged(2)
    expect(lines.map((line) => line.reqId)).toEqual([kept.requestId, replaced.requestId])
  })
})

describe('requestIdFrom', () => {
  it('keeps short tokens of letters, digits, dots, dashes and underscores', () => {
    expect(requestIdFrom('abc-123')).toBe('abc-123')
    expect(requestIdFrom('0f8fad5b-d9cb-469f-a165-70867728950e')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e')
    expect(requestIdFrom(['first.id', 'second'])).toBe('first.id')
  })

  it('generates a new id for a missing, long or unsafe one', () => {
    const generated = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/
    for (const unsafe of [
      undefined,
      '',
      'a'.repeat(65),
      'has space',
      'new\nline',
      '{"json":1}',
      '-leading-dash',
      email,
    ]) {
      expect(requestIdFrom(unsafe)).toMatch(generated)
    }
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined))
    expect(requestIdFrom('a'.repeat(64))).toBe('a'.repeat(64))
  })
})

describe('siteOf and routeOf', () => {
  it("takes the Host header's hostname, or null when it is not one", () => {
    expect(siteOf('Harbourside-Volkswagen.localhost:3000')).toBe('harbourside-volkswagen.localhost')
    expect(siteOf('www.example.com.au')).toBe('www.example.com.au')
    expect(siteOf('[::1]:3000')).toBe('[::1]')
    expect(siteOf(undefined)).toBeNull()
    expect(siteOf('evil"host')).toBeNull()
    expect(siteOf(`${email}`)).toBeNull()
  })

  it('keeps the path only, and masks contact details in it', () => {
    expect(routeOf('/cars/2021-ford-ranger?finance=1#top')).toBe('/cars/2021-ford-ranger')
    expect(routeOf(`/sign-in/${email}`)).toBe('/sign-in/[email]')
    expect(routeOf('/sign-in/jane%40example.com/next')).toBe('/sign-in/[email]/next')
    expect(routeOf('/call/0412345678')).toBe('/call/[phone]')
    expect(routeOf(`/${'x'.repeat(300)}`)).toHaveLength(257)
  })
})

describe('scrubPersonalData', () => {
  it("masks contact details, codes and a failed query's parameters in error text", () => {
    expect(
      scrubPersonalData(
        `Failed query: insert into "leads" values ($1, $2)\nparams: Jane,${email},${phone}\n    at x (y.ts:10:5)`,
      ),
    ).toBe('Failed query: insert into "leads" values ($1, $2)\nparams: [redacted]\n    at x (y.ts:10:5)')
    expect(scrubPersonalData(`code ${code} sent to +61 412 345 678 and ${email}`)).toBe(
      'code [number] sent to [phone] and [email]',
    )
  })

  it('keeps errors readable in the log, scrubbed, and redacts personal fields a caller passes', () => {
    const lines: string[] = []
    const logger = createLogger({ level: 'info', destination: { write: (line: string) => lines.push(line) } })
    const error = Object.assign(new Error(`No SMS to ${phone}`), { code: 'ECONNREFUSED' })
    logger.error(
      { err: error, phone, email, headers: { cookie: 'session=1' } },
      'Shopper outbox round failed',
    )
    const line = JSON.parse(lines[0] ?? '{}')
    expect(line).toMatchObject({
      level: 'error',
      msg: 'Shopper outbox round failed',
      err: { type: 'Error', message: 'No SMS to [phone]', errorCode: 'ECONNREFUSED' },
      phone: '[redacted]',
      email: '[redacted]',
      headers: { cookie: '[redacted]' },
    })
    expect(lines[0]).not.toContain('0412')
    expect(lines[0]).not.toContain('session=1')
  })
})
