import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { IDEMPOTENCY_HEADER, SIGNATURE_HEADER, verifySignature } from '@forecourt/leads/crm-webhook-sender'

/**
 * A dealer CRM on loopback, as the webhook contract expects one: it checks each call's signature with the
 * dealer's key, keeps one copy per idempotency key, and can be switched down (503).
 */
export interface FakeCrm {
  url: string
  down: boolean
  /** Calls answered 503 while down. */
  refusedWhileDown: number
  /** Calls with a bad signature. */
  forged: number
  /** Calls accepted (200), duplicates included. */
  accepted: number
  /** The leads kept, by idempotency key. */
  received: Map<string, { lead_id: string; dealer_id: string; email: string }>
  close(): Promise<void>
}

export async function startFakeCrm(secretFor: (dealerId: string) => string): Promise<FakeCrm> {
  const crm: Omit<FakeCrm, 'url' | 'close'> = {
    down: true,
    refusedWhileDown: 0,
    forged: 0,
    accepted: 0,
    received: new Map(),
  }
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      if (crm.down) {
        crm.refusedWhileDown++
        return response.writeHead(503).end()
      }
      const body = Buffer.concat(chunks).toString('utf8')
      const lead = JSON.parse(body) as { lead_id: string; dealer_id: string; email: string }
      if (
        !verifySignature(
          body,
          request.headers[SIGNATURE_HEADER] as string | undefined,
          secretFor(lead.dealer_id),
        )
      ) {
        crm.forged++
        return response.writeHead(401).end()
      }
      crm.accepted++
      const key = String(request.headers[IDEMPOTENCY_HEADER])
      if (!crm.received.has(key)) crm.received.set(key, lead)
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return Object.assign(crm, {
    url: `http://127.0.0.1:${port}/leads`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }) as FakeCrm
}
