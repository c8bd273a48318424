import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { inspect } from 'node:util'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { SmsSendError } from './sms-sender.ts'
import { twilioSmsSender } from './twilio-sms-sender.ts'

const accountSid = `AC${'0123456789abcdef'.repeat(2)}`
const authToken = 'secret-auth-token-9f8e7d6c5b4a'
const messagesPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`

/**
 * Twilio's Messages API on loopback: it checks what the official client sends (Basic auth with the
 * account SID and auth token, the path, the form fields), keeps each request, and answers as Twilio does,
 * or as `answer` says.
 */
type Received = { path: string; contentType: string | undefined; form: Record<string, string> }
const received: Received[] = []
let answer: ((response: ServerResponse, request: Received) => void) | undefined
let server: Server
let apiBaseUrl: string

const twilioError = (response: ServerResponse, status: number, code: number, message: string) =>
  response
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status }))

function accepted(response: ServerResponse, request: Received) {
  const sid = `SM${'a1'.repeat(16)}`
  response.writeHead(201, { 'content-type': 'application/json' }).end(
    JSON.stringify({
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: request.form.Body,
      date_created: new Date().toUTCString(),
      date_sent: null,
      date_updated: new Date().toUTCString(),
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: request.form.From ?? null,
      messaging_service_sid: request.form.MessagingServiceSid ?? null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      status: request.form.MessagingServiceSid ? 'accepted' : 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to: request.form.To,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    }),
  )
}

async function handle(request: IncomingMessage, response: ServerResponse) {
  const chunks: Buffer[] = []
  for await (const chunk of request) chunks.push(chunk as Buffer)
  const path = new URL(request.url ?? '/', 'http://fake').pathname
  const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`
  if (request.headers.authorization !== basic)
    return twilioError(response, 401, 20003, 'Authentication Error - invalid username')
  if (request.method !== 'POST' || !path.endsWith(messagesPath))
    return twilioError(response, 404, 20404, `The requested resource ${path} was not found`)
  const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')))
  const kept = { path, contentType: request.headers['content-type'], form }
  received.push(kept)
  if (!form.To || !form.Body || !(form.From || form.MessagingServiceSid))
    return twilioError(response, 400, 21604, "A 'To' phone number is required.")
  ;(answer ?? accepted)(response, kept)
}

beforeAll(async () => {
  server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  apiBaseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

beforeEach(() => {
  received.length = 0
  answer = undefined
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
})

/** The rejection, checked to be an SmsSendError that shows no credential however it is printed. */
async function failure(sending: Promise<unknown>): Promise<SmsSendError> {
  const error = await sending.then(
    () => expect.fail('the send should have failed'),
    (error: unknown) => error,
  )
  expect(error).toBeInstanceOf(SmsSendError)
  const printed = `${String(error)} ${inspect(error, { depth: 10 })} ${JSON.stringify(error)}`
  expect(printed).not.toContain(authToken)
  expect(printed).not.toContain(Buffer.from(`${accountSid}:${authToken}`).toString('base64'))
  return error as SmsSendError
}

describe('Twilio SMS sender', () => {
  it('sends the message through the official client and returns its sid', async () => {
    const sender = twilioSmsSender({ accountSid, authToken, from: '+61400000000', apiBaseUrl })
    const sent = await sender.send({ to: '+61412345678', body: 'Your Forecourt code is 123456' })

    expect(sent).toEqual({ providerMessageId: `SM${'a1'.repeat(16)}` })
    expect(received).toEqual([
      {
        path: messagesPath,
        contentType: 'application/x-www-form-urlencoded',
        form: { To: '+61412345678', From: '+61400000000', Body: 'Your Forecourt code is 123456' },
      },
    ])
  })

  it('sends through a messaging service, and keeps a path on the base URL', async () => {
    const sender = twilioSmsSender({
      accountSid,
      authToken,
      messagingServiceSid: `MG${'b2'.repeat(16)}`,
      apiBaseUrl: `${apiBaseUrl}/twilio/`,
    })
    await sender.send({ to: '+61412345678', body: 'Your Forecourt code is 654321' })

    expect(received.map(({ path, form }) => ({ path, form }))).toEqual([
      {
        path: `/twilio${messagesPath}`,
        form: {
          To: '+61412345678',
          MessagingServiceSid: `MG${'b2'.repeat(16)}`,
          Body: 'Your Forecourt code is 654321',
        },
      },
    ])
  })

  it("rejects with Twilio's code, status and message when Twilio refuses the number", async () => {
    answer = (response, request) =>
      twilioError(response, 400, 21211, `Invalid 'To' Phone Number: ${request.form.To}`)
    const sender = twilioSmsSender({ accountSid, authToken, from: '+61400000000', apiBaseUrl })

    const error = await failure(sender.send({ to: '+61400000001', body: 'code' }))
    expect(error.code).toBe(21211)
    expect(error.status).toBe(400)
    expect(error.message).toBe(
      "Twilio refused the SMS (error 21211, HTTP 400): Invalid 'To' Phone Number: +61400000001",
    )
  })

  it('rejects a wrong auth token without showing either token', async () => {
    const sender = twilioSmsSender({
      accountSid,
      authToken: 'wrong-token-1234',
      from: '+61400000000',
      apiBaseUrl,
    })

    const error = await failure(sender.send({ to: '+61412345678', body: 'code' }))
    expect(error).toMatchObject({ code: 20003, status: 401 })
    expect(inspect(error)).not.toContain('wrong-token-1234')
  })

  it('gives up on a Twilio that does not answer in time, with a clear message', async () => {
    answer = (response, request) => setTimeout(() => accepted(response, request), 5_000).unref()
    const sender = twilioSmsSender({
      accountSid,
      authToken,
      from: '+61400000000',
      apiBaseUrl,
      timeoutMs: 200,
    })

    const started = performance.now()
    const error = await failure(sender.send({ to: '+61412345678', body: 'code' }))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(error.code).toBe('timeout')
    expect(error.message).toBe('The SMS could not be sent in time: Twilio did not answer within 0.2 s')
  })

  it('gives up on an answer that trickles in for longer than the limit', async () => {
    answer = (response) => {
      response.writeHead(201, { 'content-type': 'application/json' })
      response.write('{')
      const drip = setInterval(() => response.write(' '), 50)
      setTimeout(() => {
        clearInterval(drip)
        response.end('}')
      }, 5_000).unref()
      response.on('close', () => clearInterval(drip))
    }
    const sender = twilioSmsSender({
      accountSid,
      authToken,
      from: '+61400000000',
      apiBaseUrl,
      timeoutMs: 200,
    })

    const started = performance.now()
    const error = await failure(sender.send({ to: '+61412345678', body: 'code' }))
    expect(performance.now() - started).toBeLessThan(2_000)
    expect(error.message).toMatch(/could not be sent in time/)
  })

  it('rejects when nothing listens, without the auth token', async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as AddressInfo).port
    await new Promise<void>((resolve) => closed.close(() => resolve()))
    const sender = twilioSmsSender({
      accountSid,
      authToken,
      from: '+61400000000',
      apiBaseUrl: `http://127.0.0.1:${port}`,
    })

    const error = await failure(sender.send({ to: '+61412345678', body: 'code' }))
    expect(error.message).toMatch(/^The SMS could not be sent: .*ECONNREFUSED/)
    expect(error.code).toBe('ECONNREFUSED')
  })

  it('needs credentials and a sender', () => {
    expect(() => twilioSmsSender({ accountSid, authToken, apiBaseUrl })).toThrow(
      /from or messagingServiceSid/,
    )
    expect(() => twilioSmsSender({ accountSid, authToken: '', from: '+61400000000' })).toThrow(/auth token/)
  })
})
