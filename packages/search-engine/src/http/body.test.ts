import { describe, expect, it } from 'vitest'
import { bodyLines } from './body.ts'

const text = (lines: Buffer[]) => lines.map((line) => line.toString('utf8'))

describe("an import body's lines", () => {
  it('are the non-empty lines between newlines, as String#split would give them', () => {
    for (const body of ['a\nb', 'a\nb\n', '\n\na\n\n\nb', 'a\r\nb\r\n', '', '\n', 'one line']) {
      expect(text(bodyLines(Buffer.from(body)))).toEqual(body.split('\n').filter((line) => line !== ''))
    }
  })

  it('keep characters outside ASCII whole, whatever their bytes', () => {
    const body = Buffer.from('{"title":"Café racer – 750 cc"}\n{"title":"二輪"}')
    expect(text(bodyLines(body))).toEqual(['{"title":"Café racer – 750 cc"}', '{"title":"二輪"}'])
  })

  it('are views of the body, not copies', () => {
    const body = Buffer.from('abc\ndef')
    const [first] = bodyLines(body)
    body[0] = 0x7a
    expect(first?.toString()).toBe('zbc')
  })
})
