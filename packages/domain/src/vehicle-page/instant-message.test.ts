import { describe, expect, it } from 'vitest'
import { barMessageAction, INSTANT_MESSAGE_LABEL, instantMessageText } from './instant-message.ts'

const car = { title: '2021 Toyota Corolla Ascent Sport', stockNumber: 'SC1234' }
const none = { instantMessage: null, instantMessageSms: null, instantMessageUrl: null }

describe('the bottom bar\'s "Enquire Now or Instant Message"', () => {
  it('is Enquire Now unless the dealer chose instant messages', () => {
    expect(barMessageAction(none, car)).toEqual({ kind: 'enquire' })
    // A number or link alone does not switch it: the channel is the dealer's choice.
    expect(barMessageAction({ ...none, instantMessageSms: '0412 345 678' }, car)).toEqual({ kind: 'enquire' })
  })

  it("texts the dealer's mobile with the car named in the message", () => {
    const action = barMessageAction(
      { ...none, instantMessage: 'sms', instantMessageSms: '+61 412 345 678' },
      car,
    )
    expect(action).toEqual({
      kind: 'instantMessage',
      label: INSTANT_MESSAGE_LABEL,
      href: `sms:0412345678?body=${encodeURIComponent(instantMessageText(car))}`,
      external: false,
    })
    expect(INSTANT_MESSAGE_LABEL).toBe('Instant Message')
    expect(instantMessageText(car)).toBe(
      "Hi, I'm interested in the 2021 Toyota Corolla Ascent Sport (stock number SC1234).",
    )
  })

  it('keeps Enquire Now when the message number is not a mobile (a landline takes no texts)', () => {
    expect(
      barMessageAction({ ...none, instantMessage: 'sms', instantMessageSms: '02 9555 0100' }, car),
    ).toEqual({
      kind: 'enquire',
    })
    expect(barMessageAction({ ...none, instantMessage: 'sms' }, car)).toEqual({ kind: 'enquire' })
  })

  it('opens a messaging link, https only', () => {
    expect(
      barMessageAction(
        { ...none, instantMessage: 'link', instantMessageUrl: 'https://m.me/harbourside' },
        car,
      ),
    ).toEqual({
      kind: 'instantMessage',
      label: 'Instant Message',
      href: 'https://m.me/harbourside',
      external: true,
    })
    for (const url of ['javascript:alert(1)', 'http://m.me/x', '/contact', null]) {
      expect(barMessageAction({ ...none, instantMessage: 'link', instantMessageUrl: url }, car)).toEqual({
        kind: 'enquire',
      })
    }
  })
})
