import { describe, expect, it } from 'vitest'
import {
  CODE_LENGTH,
  CODE_SENT_HINT,
  CODE_TTL_MS,
  codeRejectionMessage,
  MAX_CODE_ATTEMPTS,
  RESEND_AFTER_MS,
  RESEND_CODE_LABEL,
  resendWaitMessage,
  SEND_TIMEOUT_MS,
  secondsUntilResend,
} from './verification-code.ts'

describe('one-time sign-in codes', () => {
  it('are 6 digits, live 10 minutes, allow 5 tries, and are resent no sooner than 30 s (issue 14)', () => {
    expect(CODE_LENGTH).toBe(6)
    expect(CODE_TTL_MS).toBe(600_000)
    expect(MAX_CODE_ATTEMPTS).toBe(5)
    expect(RESEND_AFTER_MS).toBe(30_000)
  })

  it('time out after 15 s when sent (spec: "OTP timeout 15 s")', () => {
    expect(SEND_TIMEOUT_MS).toBe(15_000)
  })

  it("use the spec's labels: 'Resend Code' and 'Code sent!'", () => {
    expect(RESEND_CODE_LABEL).toBe('Resend Code')
    expect(CODE_SENT_HINT).toBe('Code sent!')
  })

  it("refuse with the spec's texts: wrong code, and too many tries", () => {
    expect(codeRejectionMessage('invalid')).toBe('The verification code is invalid. Please try again.')
    expect(codeRejectionMessage('locked')).toBe('Too many verification attempts. Please try again later.')
    expect(codeRejectionMessage('expired')).toMatch(/expired/)
    expect(codeRejectionMessage('no-code')).toMatch(/code first/)
  })

  it('count down the wait before another code', () => {
    const sent = new Date('2026-11-24T01:00:00Z')
    expect(secondsUntilResend(null, sent)).toBe(0)
    expect(secondsUntilResend(sent, new Date(sent.getTime() + 500))).toBe(30)
    expect(secondsUntilResend(sent, new Date(sent.getTime() + 29_001))).toBe(1)
    expect(secondsUntilResend(sent, new Date(sent.getTime() + 30_000))).toBe(0)
    expect(resendWaitMessage(1)).toBe('Please wait 1 second before asking for a new code.')
    expect(resendWaitMessage(25)).toBe('Please wait 25 seconds before asking for a new code.')
  })
})
