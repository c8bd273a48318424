import type { AddressInfo } from 'node:net'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { listFilter } from './dev-page.ts'

let closeServer: (() => void) | undefined
afterEach(() => closeServer?.())

async function serve() {
  const app = express()
  app.get('/dev/list', (request, response) => {
    const email = listFilter(request, response, 'email')
    if (email === false) return
    response.json({ email })
  })
  const server = app.listen(0, '127.0.0.1')
  await new Promise((resolve) => server.once('listening', resolve))
  closeServer = () => server.close()
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev/list`
}

describe('a development page filter', () => {
  it('is the query parameter, or none', async () => {
    const page = await serve()
    expect(await (await fetch(`${page}?email=sam%40example.com`)).json()).toEqual({
      email: 'sam@example.com',
    })
    expect(await (await fetch(page)).json()).toEqual({ email: null })
    expect(await (await fetch(`${page}?email=a&email=b`)).json()).toEqual({ email: null })
  })

  it('with a control character is a 400, never handed to the database (a NUL there was a 500)', async () => {
    const page = await serve()
    for (const value of ['%00', 'sam%00', '%1B']) {
      const answer = await fetch(`${page}?email=${value}`)
      expect(answer.status, value).toBe(400)
      expect(await answer.text()).toBe('Bad request: ?email= holds a control character.')
    }
  })
})
