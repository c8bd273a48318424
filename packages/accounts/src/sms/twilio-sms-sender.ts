import twilio from 'twilio'
import type RequestClient from 'twilio/lib/base/RequestClient'
import { SmsSendError, type SmsSender } from './sms-sender.ts'

/**
 * Sends texts through Twilio's Messages API with the official client. The product spec gives a code send
 * 15 s; past that the send fails with a message saying so. Twilio's refusals keep its code and status;
 * no error carries the auth token, and none has a `cause`, because the client's errors hold the request's
 * Authorization header.
 *
 * The limit is kept twice: the client's own timeout (axios's, which closes an idle socket) and a deadline
 * around the whole call, which also covers an answer that trickles in and the proxy agent the client
 * switches to when HTTP_PROXY is set (it ignores the timeout). Twilio's 429 retries stay off (the client's
 * default), so one send is one request and a retry is the caller's choice.
 */
export function twilioSmsSender(options: {
  accountSid: string
  authToken: string
  /**
   * A sender number or alphanumeric id. At least one of this and `messagingServiceSid` is needed; with
   * both, Twilio sends from this number through the service (it must be in the service's sender pool).
   */
  from?: string
  messagingServiceSid?: string
  /**
   * Where the Messages API is, instead of https://api.twilio.com: a test's fake on loopback, or a
   * staging proxy (a path on it is kept: `http://proxy/twilio` sends to `/twilio/2010-04-01/...`).
   */
  apiBaseUrl?: string
  timeoutMs?: number
}): SmsSender {
  const { accountSid, authToken, from, messagingServiceSid } = options
  if (!accountSid || !authToken) throw new Error('Twilio needs an account SID and an auth token')
  if (!from && !messagingServiceSid) throw new Error('Twilio needs a sender: from or messagingServiceSid')
  const timeout = options.timeoutMs ?? 15_000
  const client = twilio(accountSid, authToken, {
    timeout,
    httpClient: options.apiBaseUrl ? new RebasedRequestClient(options.apiBaseUrl, { timeout }) : undefined,
  })
  const secretFree = (text: string) => text.replaceAll(authToken, '[redacted]')

  return {
    async send(message) {
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(timedOut(timeout)), timeout)
      })
      try {
        const sent = await Promise.race([
          client.messages.create({
            to: message.to,
            body: message.body,
            ...(from ? { from } : {}),
            ...(messagingServiceSid ? { messagingServiceSid } : {}),
          }),
          deadline,
        ])
        return { providerMessageId: sent.sid }
      } catch (error) {
        throw sendError(error, timeout, secretFree)
      } finally {
        clearTimeout(timer)
      }
    },
  }
}

const timedOut = (timeoutMs: number) =>
  new SmsSendError(`The SMS could not be sent in time: Twilio did not answer within ${timeoutMs / 1000} s`, {
    code: 'timeout',
  })

/** One error type out of the deadline, Twilio's refusals (RestException) and the client's axios errors. */
function sendError(error: unknown, timeoutMs: number, secretFree: (text: string) => string): SmsSendError {
  if (error instanceof SmsSendError) return error
  if (error instanceof twilio.RestException)
    return new SmsSendError(
      secretFree(
        `Twilio refused the SMS (error ${error.code ?? 'unknown'}, HTTP ${error.status}): ${error.message}`,
      ),
      { code: error.code, status: error.status },
    )
  const { code, message } = error as { code?: unknown; message?: unknown }
  // axios's own timeout: ECONNABORTED, or ETIMEDOUT when its transitional clarifyTimeoutError is on.
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return timedOut(timeoutMs)
  return new SmsSendError(secretFree(`The SMS could not be sent: ${String(message ?? error)}`), {
    code: typeof code === 'string' ? code : undefined,
  })
}

/**
 * Points the official client at another host. The twilio client has no base URL option (`edge` and
 * `region` only pick among Twilio's own hostnames, api.{edge}.{region}.twilio.com), but it documents
 * passing your own `httpClient` (twilio-node's advanced-examples/custom-http-client.md), and every request
 * goes through that client's `request` with an absolute https://api.twilio.com/... uri. This keeps the
 * stock RequestClient (auth, form encoding, timeout) and only swaps the uri's origin for the base, keeping
 * the path and query, so the client builds every request exactly as it would for Twilio.
 */
class RebasedRequestClient extends twilio.RequestClient {
  readonly #base: URL

  constructor(baseUrl: string, options: RequestClient.RequestClientOptions) {
    super(options)
    this.#base = new URL(baseUrl)
  }

  override request<TData>(options: RequestClient.RequestOptions<TData>) {
    const uri = new URL(options.uri)
    const rebased = new URL(this.#base)
    rebased.pathname = `${this.#base.pathname.replace(/\/+$/, '')}${uri.pathname}`
    rebased.search = uri.search
    return super.request({ ...options, uri: rebased.href })
  }
}
