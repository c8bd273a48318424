import { NO_REDIRECT_MESSAGE } from '@forecourt/domain/finance/journey'
import { z } from 'zod'
import {
  type FinanceCustomer,
  type FinanceProvider,
  FinanceProviderError,
  type FinanceQuote,
} from './finance-provider.ts'

/**
 * A YouX-style finance broker's HTTP API: `POST {baseUrl}/quote` and `POST {baseUrl}/customers` (with an
 * `Idempotency-Key`), authorised by a Bearer key. Each attempt has a timeout; a timeout, a dropped
 * connection, a 408, a 429 or a 5xx is retried (the same key every time, so the broker creates one
 * customer), any other 4xx is the broker's refusal and is not.
 */

export interface BrokerOptions {
  baseUrl: string
  apiKey: string
  timeoutMs?: number
  retries?: number
  retryDelayMs?: number
  fetch?: typeof fetch
}

const MAX_RETRY_AFTER_MS = 2_000

const quoteAnswer = z.object({
  weeklyRepaymentAmount: z.number().nonnegative(),
  advertisedRate: z.number().nonnegative(),
  comparisonRate: z.number().nonnegative(),
})

const customerAnswer = z.object({
  customerId: z.string().min(1).max(200),
  redirectUrl: z.url({ protocol: /^https?$/ }),
})

const errorAnswer = z.object({ error: z.string().min(1).max(500) })

const unreadable = () =>
  new FinanceProviderError('unavailable', 'The broker sent an answer we could not read.')

const retryable = (status: number) => status === 408 || status === 429 || status >= 500

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function brokerFinanceProvider(options: BrokerOptions): FinanceProvider {
  let base: URL
  try {
    base = new URL(options.baseUrl)
  } catch {
    throw new Error('The finance broker URL must be an absolute http(s) URL.')
  }
  if (base.protocol !== 'http:' && base.protocol !== 'https:') {
    throw new Error('The finance broker URL must be an absolute http(s) URL.')
  }
  if (!options.apiKey) throw new Error('The finance broker API key is required.')
  const baseUrl = options.baseUrl.replace(/\/$/, '')
  const timeoutMs = options.timeoutMs ?? 8_000
  const retries = options.retries ?? 2
  const retryDelayMs = options.retryDelayMs ?? 250
  const send = options.fetch ?? fetch

  /** One call with its retries: the parsed JSON of a 2xx answer, or a FinanceProviderError. */
  async function call(path: string, body: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    let lastCause = 'no answer'
    let providerMessage: string | null = null
    for (let attempt = 0; attempt <= retries; attempt++) {
      let delay = retryDelayMs * 2 ** attempt
      try {
        const response = await send(`${baseUrl}${path}`, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${options.apiKey}`,
            'content-type': 'application/json',
            accept: 'application/json',
            ...headers,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
        const text = await response.text()
        const json = text ? safeJson(text) : null
        if (response.ok) return json
        const error = errorAnswer.safeParse(json)
        providerMessage = error.success ? error.data.error : null
        if (!retryable(response.status)) {
          throw new FinanceProviderError(
            'rejected',
            `The broker refused (${response.status})`,
            providerMessage,
          )
        }
        lastCause = `HTTP ${response.status}`
        const retryAfter = Number(response.headers.get('retry-after'))
        if (Number.isFinite(retryAfter) && retryAfter > 0)
          delay = Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS)
      } catch (error) {
        if (error instanceof FinanceProviderError) throw error
        lastCause =
          error instanceof Error && error.name === 'TimeoutError'
            ? `no answer in ${timeoutMs} ms`
            : 'connection failed'
      }
      if (attempt < retries) await wait(delay)
    }
    throw new FinanceProviderError('unavailable', `The broker did not answer: ${lastCause}`, providerMessage)
  }

  return {
    kind: 'broker',
    async quote(request): Promise<FinanceQuote> {
      const parsed = quoteAnswer.safeParse(await call('/quote', request))
      if (!parsed.success) throw unreadable()
      return parsed.data
    },
    async createCustomer(request): Promise<FinanceCustomer> {
      const answer = await call(
        '/customers',
        { data: request.data, additionalData: request.additionalData },
        { 'idempotency-key': request.idempotencyKey },
      )
      const parsed = customerAnswer.safeParse(answer)
      if (!parsed.success) throw new FinanceProviderError('rejected', NO_REDIRECT_MESSAGE)
      return parsed.data
    },
  }
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return null
  }
}
