import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { postRefusalContext } from '../context'
import { readRequestBody } from './request-body.server'

const post = (body: string, type: string) => ({
  request: new Request('http://site.localhost/api/x', {
    method: 'POST',
    body,
    headers: { 'content-type': type },
  }),
  context: new RouterContextProvider(),
})

describe('reading a small API body', () => {
  it('reads JSON, and a form with only the named fields', async () => {
    expect(
      await readRequestBody(post('{"car_id":"7"}', 'application/json'), { keys: [], noun: 'it' }),
    ).toEqual({
      ok: true,
      kind: 'json',
      body: { car_id: '7' },
    })
    const form = await readRequestBody(post('car_id=7&other=x', 'application/x-www-form-urlencoded'), {
      keys: ['car_id'],
      noun: 'it',
    })
    expect(form).toEqual({ ok: true, kind: 'form', body: { car_id: '7' } })
  })

  it('reads text/plain as JSON only for beacons, and names what to send otherwise', async () => {
    const beacon = await readRequestBody(post('{"car_id":"7"}', 'text/plain;charset=UTF-8'), {
      keys: [],
      noun: 'the view',
      beacon: true,
    })
    expect(beacon).toMatchObject({ ok: true, body: { car_id: '7' } })
    expect(
      await readRequestBody(post('{"car_id":"7"}', 'text/plain'), { keys: [], noun: 'the event' }),
    ).toEqual({
      ok: false,
      error:
        'Send the event as JSON (Content-Type: application/json) or as a form (application/x-www-form-urlencoded).',
      status: 400,
    })
    expect(await readRequestBody(post('{"car_id":', 'application/json'), { keys: [], noun: 'it' })).toEqual({
      ok: false,
      error: 'The body is not valid JSON.',
      status: 400,
    })
  })

  it('is not read when the server refused the post: the refusal is the error, a 403', async () => {
    const refused = post('{"car_id":"7"}', 'application/json')
    refused.context.set(postRefusalContext, 'This form could not be sent.')
    expect(await readRequestBody(refused, { keys: [], noun: 'it' })).toEqual({
      ok: false,
      error: 'This form could not be sent.',
      status: 403,
    })
  })
})
