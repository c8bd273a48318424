import { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { postRefusalContext } from './context'
import { refusedFormAnswer, throwIfPostRefused } from './post-refusal.server'

const refusing = (message: string | null) => {
  const context = new RouterContextProvider()
  context.set(postRefusalContext, message)
  return context
}

const posted = () => {
  const form = new FormData()
  form.set('make', 'Kia')
  form.set('model', 'Cerato')
  return form
}

describe('a post the server refused', () => {
  it("answers a form with the form again: the refusal above it, and what the shopper typed kept (not a bare 'Bad Request')", () => {
    const answer = refusedFormAnswer(refusing('Nothing was sent.'), posted())
    expect(answer?.init?.status).toBe(403)
    expect(answer?.data.result).toMatchObject({
      status: 'error',
      initialValue: { make: 'Kia', model: 'Cerato' },
      error: { '': ['Nothing was sent.'] },
    })
  })

  it('is an error page saying why where there is no form to show it', () => {
    expect(() => throwIfPostRefused(refusing('Nothing was sent.'))).toThrow()
    try {
      throwIfPostRefused(refusing('Nothing was sent.'))
    } catch (thrown) {
      expect(thrown).toMatchObject({
        data: { reason: 'post-refused', message: 'Nothing was sent.' },
        init: { status: 403 },
      })
    }
  })

  it('changes nothing for a post the server did not refuse', () => {
    expect(refusedFormAnswer(refusing(null), posted())).toBeNull()
    expect(() => throwIfPostRefused(refusing(null))).not.toThrow()
  })
})
