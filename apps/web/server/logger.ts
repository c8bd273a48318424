import type { LogLevel } from '@forecourt/config/server-config'
import { type DestinationStream, type Logger, pino } from 'pino'

export type { Logger }

/**
 * Fields that never reach a log line whatever a caller passes: credentials, cookies, one-time codes and
 * shoppers' personal details. Request lines carry none of them in the first place (request-log.ts logs no
 * headers, bodies or query strings); this is the net under that rule.
 */
export const REDACTED_PATHS = [
  'headers.cookie',
  'headers.authorization',
  'headers["proxy-authorization"]',
  'headers["set-cookie"]',
  'headers["x-api-key"]',
  'headers["x-typesense-api-key"]',
  'headers["stripe-signature"]',
  'headers["forecourt-signature"]',
  'headers["sanity-webhook-signature"]',
  'req.headers.cookie',
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers["x-api-key"]',
  'req.headers["x-typesense-api-key"]',
  'res.headers["set-cookie"]',
  'cookie',
  'authorization',
  'password',
  'secret',
  'token',
  'code',
  'phone',
  'email',
  'name',
  '*.cookie',
  '*.authorization',
  '*.password',
  '*.secret',
  '*.token',
  '*.apiKey',
  '*.code',
  '*.phone',
  '*.phone_number',
  '*.email',
  '*.name',
  '*.first_name',
  '*.last_name',
]

const EMAIL = /[^\s@"'<>(),;:/?&=]+(?:@|%40)[^\s@"'<>(),;:/?&=]+\.[A-Za-z]{2,}/gi
/** Australian phone numbers as shoppers type them: 04xx xxx xxx, +61 4xx…, (02) xxxx xxxx. */
const PHONE = /(?:\+?61[\s-]?|\(?0)[2-478]\)?(?:[\s-]?\d){8}\b/g
/** Six or more digits in a row: one-time codes, card and account numbers. */
const DIGITS = /\b\d{6,}\b/g
/** Drizzle's failed-query errors end with the statement's parameters: shoppers' details, often. */
const QUERY_PARAMETERS = /\bparams: [^\n]*/g

/** Masks e-mail addresses and phone numbers in free text. */
export function scrubContacts(text: string): string {
  return text.replace(EMAIL, '[email]').replace(PHONE, '[phone]')
}

/** Takes e-mail addresses, phone numbers, codes and query parameters out of free text (error messages). */
export function scrubPersonalData(text: string): string {
  return scrubContacts(text.replace(QUERY_PARAMETERS, 'params: [redacted]')).replace(DIGITS, '[number]')
}

interface SerializedError {
  type: string
  message: string
  stack?: string
  /** The error's own code (ECONNREFUSED…), under a name the `*.code` redaction leaves alone. */
  errorCode?: string
  cause?: SerializedError
}

/** An error as its type, scrubbed message and stack, and code; never its other properties. */
function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubPersonalData(String(error)) }
  const code = (error as { code?: unknown }).code
  return {
    type: error.name,
    message: scrubPersonalData(error.message),
    ...(error.stack ? { stack: scrubPersonalData(error.stack) } : {}),
    ...(typeof code === 'string' ? { errorCode: code } : {}),
    ...(error.cause !== undefined && depth < 3 ? { cause: serializeError(error.cause, depth + 1) } : {}),
  }
}

/**
 * A pino logger writing one JSON object a line: `level` as a word, `time` in ISO 8601, `msg`. Lines are
 * written synchronously, so none is lost when the process exits right after.
 */
export function createLogger(options: { level: LogLevel; destination?: DestinationStream }): Logger {
  return pino(
    {
      level: options.level,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
    },
    options.destination ?? pino.destination({ dest: 1, sync: true }),
  )
}

// server.ts loads this module with Node, and the built app (or Vite in development) loads its own copy:
// both use the one logger kept on globalThis.
const SHARED = Symbol.for('forecourt.web.logger')

/** The server's logger (at `info` until `configureServerLogger` sets LOG_LEVEL). */
export function serverLogger(): Logger {
  const holder = globalThis as { [SHARED]?: Logger }
  holder[SHARED] ??= createLogger({ level: 'info' })
  return holder[SHARED]
}

/** Applies the configured LOG_LEVEL to the server's logger. */
export function configureServerLogger(level: LogLevel): Logger {
  const logger = serverLogger()
  logger.level = level
  return logger
}
