import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { forwardedHeaders } from './forwarded-headers.ts'

let closeServer: (() => void) | undefined
afterEach(() => closeServer?.())

describe('forwarded headers', () => {
  // React Router's Express adapter builds the request's address from `hostname` (X-Forwarded-Host when
  // proxies are trusted) and `protocol`.
  it('never lets X-Forwarded-Host make the address of a request; X-Forwarded-Proto still counts', async () => {
    const app = express()
    app.set('trust proxy', 1)
    app.use(forwardedHeaders)
    app.get('/page', (request, response) => {
      response.json({ hostname: request.hostname, protocol: request.protocol, host: request.get('host') })
    })
    const server = app.listen(0, '127.0.0.1')
    await new Promise((resolve) => server.once('listening', resolve))
    closeServer = () => server.close()
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
    const answer = await fetch(`${origin}/page`, {
      headers: { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
    })
    expect(await answer.json()).toEqual({
      hostname: '127.0.0.1',
      protocol: 'https',
      host: new URL(origin).host,
    })
    const garbled = await fetch(`${origin}/page`, { headers: { 'x-forwarded-proto': 'javascript, https' } })
    expect(((await garbled.json()) as { protocol: string }).protocol).toBe('http')
  })
})
