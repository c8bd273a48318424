import { describe, expect, it } from 'vitest'
import { hasControlCharacter } from './control-characters.ts'
import { CONTROL_CHARACTER_MESSAGE, formText } from './form-text.ts'

describe('control characters in posted text', () => {
  it('"Reject control characters at the schema with a field error": NUL, the other C0 controls, DEL and C1', () => {
    for (const text of [
      'Sam\u0000',
      '\u0007bell',
      'a\u001bb',
      'del\u007f',
      'c1\u0085',
      '\u000bvertical tab',
    ]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(true)
    }
  })

  it('keeps what people type: line breaks and tabs in comments, accents, emoji, non-Latin scripts', () => {
    for (const text of [
      'Line one\r\nLine two\n\tindented',
      'Zoë Ngô',
      "O'Brien-Smith",
      '🚗 ute',
      '李小龍',
      '',
    ]) {
      expect(hasControlCharacter(text), JSON.stringify(text)).toBe(false)
    }
  })

  it('is a field error with its own message, and the rest of the field rules still apply after it', () => {
    const schema = formText({ error: 'Required.' }).trim().min(1, 'Required.')
    expect(schema.safeParse('Sam\u0000').error?.issues).toEqual([
      expect.objectContaining({ message: CONTROL_CHARACTER_MESSAGE }),
    ])
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Required.')
    expect(schema.safeParse('  ').error?.issues[0]?.message).toBe('Required.')
    expect(schema.parse('  Sam  ')).toBe('Sam')
  })
})
