import { normalisePhone } from '../phones/normalise.ts'
import { safeHref } from '../site/safe-href.ts'

/**
 * The middle button of the phone's sticky bottom bar (forms document section 2): "Reserve Car Now, Enquire
 * Now or Instant Message, and Call Now". Instant Message is a dealer setting: a text message to the number
 * the dealer gives for messages, or a messaging link (Messenger, WhatsApp and the like). A dealer that set
 * neither, or set it without a usable number or link, keeps Enquire Now.
 */

export const INSTANT_MESSAGE_LABEL = 'Instant Message'

export type InstantMessageChannel = 'sms' | 'link'

export interface InstantMessageSettings {
  instantMessage: InstantMessageChannel | null
  /** The mobile number that takes the dealer's text messages (not the masked call number). */
  instantMessageSms: string | null
  /** An https messaging link, such as https://m.me/dealer or https://wa.me/61400000000. */
  instantMessageUrl: string | null
}

export type BarMessageAction =
  | { kind: 'enquire' }
  | { kind: 'instantMessage'; label: typeof INSTANT_MESSAGE_LABEL; href: string; external: boolean }

/** The text a message about this car starts with, so the dealer knows which car it is. */
export function instantMessageText(car: { title: string; stockNumber: string | null }): string {
  return `Hi, I'm interested in the ${car.title}${car.stockNumber ? ` (stock number ${car.stockNumber})` : ''}.`
}

/** An Australian mobile (04…, +614…) in the form an `sms:` address takes, else null. */
function smsNumber(phone: string | null): string | null {
  if (!phone) return null
  const number = normalisePhone(phone)
  return /^04\d{8}$/.test(number) ? number : null
}

export function barMessageAction(
  settings: InstantMessageSettings,
  car: { title: string; stockNumber: string | null },
): BarMessageAction {
  if (settings.instantMessage === 'sms') {
    const number = smsNumber(settings.instantMessageSms)
    if (!number) return { kind: 'enquire' }
    const body = encodeURIComponent(instantMessageText(car))
    return {
      kind: 'instantMessage',
      label: INSTANT_MESSAGE_LABEL,
      href: `sms:${number}?body=${body}`,
      external: false,
    }
  }
  if (settings.instantMessage === 'link') {
    const href = safeHref(settings.instantMessageUrl, ['https'])
    if (!href || href.startsWith('/')) return { kind: 'enquire' }
    return { kind: 'instantMessage', label: INSTANT_MESSAGE_LABEL, href, external: true }
  }
  return { kind: 'enquire' }
}
