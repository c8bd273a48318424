/**
 * Sends a text message: the one-time sign-in code goes out through this, so the sign-in code never
 * knows which SMS provider is behind it and tests can pass an in-memory sender.
 *
 * There is no per-send signal: an SMS provider's API cannot take a message back, so giving up early only
 * stops the waiting, not the text. The sender's own time limit (set when it is made) is the one that
 * matters, and a timeout means "not known to be sent" rather than "not sent".
 */
export interface SmsSender {
  send(message: SmsMessage): Promise<{ providerMessageId: string }>
}

export interface SmsMessage {
  /** E.164, such as '+61412345678' (`toE164Australian` makes one from a stored number). */
  to: string
  body: string
}

/**
 * Why a message was not sent, without the provider's credentials: the message is safe to log and `code`
 * lets the caller tell a number the provider refuses (Twilio's 21211, 21614) from an outage.
 */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError'
  /** The provider's error code (Twilio's are numbers), 'timeout', or a network error's code. */
  readonly code: number | string | undefined
  /** The provider's HTTP status, when it answered. */
  readonly status: number | undefined

  constructor(message: string, details: { code?: number | string; status?: number } = {}) {
    super(message)
    this.code = details.code
    this.status = details.status
  }
}

/**
 * A stored Australian number in the E.164 form SMS providers take: numbers are kept normalised
 * (`normalisePhone` in @forecourt/domain: '0412345678'), so the leading 0 becomes +61. An E.164 +61
 * number is kept. Anything else (spaces, other countries, 1300 numbers, too few digits) throws rather
 * than being guessed at, so a bad number fails before a provider charges for it.
 */
export function toE164Australian(phone: string): string {
  const national = /^0([2-9]\d{8})$/.exec(phone)
  if (national) return `+61${national[1]}`
  if (/^\+61[2-9]\d{8}$/.test(phone)) return phone
  throw new Error(
    `Not an Australian phone number in the stored form (such as 0412345678 or +61412345678): '${phone}'`,
  )
}
