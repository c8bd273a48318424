import { REQUIRED_FIELD_MESSAGE, VERIFICATION_CODE_LENGTH } from '../leads/contact-rules.ts'

/**
 * One-time sign-in codes sent by SMS. The spec (forms document sections 4, 8 and 9): "The code is sent.
 * The button becomes 'Resend Code', the hint reads 'Code sent!' and the code field is enabled"; "OTP
 * timeout 15 s"; the rate-limit and wrong-code texts of the error catalogue. Issue 14 adds the code's
 * lifetime (10 minutes), its tries (5) and the pause before another (30 s).
 */
export const CODE_LENGTH = VERIFICATION_CODE_LENGTH
export const CODE_TTL_MS = 10 * 60_000
export const MAX_CODE_ATTEMPTS = 5
export const RESEND_AFTER_MS = 30_000
export const SEND_TIMEOUT_MS = 15_000

export const CODE_REQUIRED_MESSAGE = REQUIRED_FIELD_MESSAGE
export const TOO_MANY_ATTEMPTS_MESSAGE = 'Too many verification attempts. Please try again later.'
export const INVALID_CODE_MESSAGE = 'The verification code is invalid. Please try again.'
export const EXPIRED_CODE_MESSAGE = 'This code has expired. Please ask for a new code.'
export const NO_CODE_MESSAGE = 'Please ask for a code first: press Resend Code.'
export const CODE_SEND_TIMEOUT_MESSAGE =
  'We could not send your code in time. Please check your mobile number and try again.'
export const CODE_SEND_FAILED_MESSAGE = 'We could not send your code. Please try again in a minute.'

export const SEND_CODE_LABEL = 'Send Code'
export const RESEND_CODE_LABEL = 'Resend Code'
export const CODE_SENT_HINT = 'Code sent!'

/** 'Please wait 1 second …' / 'Please wait 25 seconds before asking for a new code.' */
export function resendWaitMessage(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds))
  return `Please wait ${whole} ${whole === 1 ? 'second' : 'seconds'} before asking for a new code.`
}

/** Whole seconds before another code may be sent (0 when it may be sent now). */
export function secondsUntilResend(lastSentAt: Date | null, now: Date): number {
  if (!lastSentAt) return 0
  return Math.max(0, Math.ceil((lastSentAt.getTime() + RESEND_AFTER_MS - now.getTime()) / 1000))
}

export type CodeRejection = 'no-code' | 'expired' | 'locked' | 'invalid'

/** What the shopper reads when a code is refused. */
export function codeRejectionMessage(reason: CodeRejection): string {
  switch (reason) {
    case 'locked':
      return TOO_MANY_ATTEMPTS_MESSAGE
    case 'expired':
      return EXPIRED_CODE_MESSAGE
    case 'no-code':
      return NO_CODE_MESSAGE
    default:
      return INVALID_CODE_MESSAGE
  }
}
