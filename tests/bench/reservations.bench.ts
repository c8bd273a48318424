import { parseArgs } from 'node:util'
import { openDatabase } from '@forecourt/db/database'
import { embeddedPaymentProvider } from '@forecourt/payments/embedded-payment-provider'
import { createReservationDesk, type HoldRequest } from '@forecourt/payments/reservations'
import { positiveInteger } from './bench-args.ts'
import { percentile } from './measure.ts'
import { formatTable, integer, milliseconds } from './table.ts'

/**
 * Reservations (issue 16) on the embedded database and payment provider, in-process: many shoppers
 * holding one car at once (how long each waits, and that one wins), and whole reservations one after the
 * other (hold, open the payment, pay, the signed webhook applied), then the same webhook again. Figures
 * only: nothing here fails because a run was slow.
 */

const usage = 'Usage: npm run bench:reservations -- [--shoppers 50] [--rounds 20] [--reservations 200]'
const { values } = parseArgs({
  options: {
    shoppers: { type: 'string', default: '50' },
    rounds: { type: 'string', default: '20' },
    reservations: { type: 'string', default: '200' },
    help: { type: 'boolean', default: false },
  },
})
if (values.help) {
  console.log(usage)
  process.exit(0)
}
const shoppers = positiveInteger(values.shoppers, '--shoppers', usage)
const rounds = positiveInteger(values.rounds, '--rounds', usage)
const reservationCount = positiveInteger(values.reservations, '--reservations', usage)

const opened = await openDatabase({ dataDir: 'memory://' })
const provider = embeddedPaymentProvider(opened.db)
const desk = createReservationDesk({ db: opened.db, provider, onChange: async () => {} })
let duplicates = 0
provider.deliverWebhooksTo(async (payload, signature) => {
  const event = provider.readWebhook(payload, signature)
  await desk.receive(event)
  if ((await desk.receive(event)) === 'duplicate') duplicates++
})

const hold = (carId: string): HoldRequest => ({
  carId,
  dealerId: 'dealer-harbourside-volkswagen',
  websiteSlug: 'harbourside-volkswagen',
  accountScope: 'group-volkswagen-dealer-network',
  userId: null,
  leadId: null,
  depositCents: 20_000,
  pendingHoldSeconds: 900,
  paidHoldDays: 3,
  carTitle: '2024 Volkswagen Tiguan',
  carPath: `/cars/${carId}`,
  siteName: 'Harbourside Volkswagen',
  siteOrigin: 'http://harbourside-volkswagen.localhost:3000',
  leadChannels: [],
})
const pages = {
  description: 'Deposit',
  customerEmail: null,
  successUrl: 'http://harbourside-volkswagen.localhost:3000/done',
  cancelUrl: 'http://harbourside-volkswagen.localhost:3000/back',
}

const rows: string[][] = []
try {
  // Many shoppers, one car: each hold's wait, and how many won each round.
  const waits: number[] = []
  let roundsWithOneWinner = 0
  const raceStarted = performance.now()
  for (let round = 0; round < rounds; round++) {
    const results = await Promise.all(
      Array.from({ length: shoppers }, async () => {
        const started = performance.now()
        const result = await desk.hold(hold(`race-${round}`))
        waits.push(performance.now() - started)
        return result.held
      }),
    )
    if (results.filter(Boolean).length === 1) roundsWithOneWinner++
  }
  const raceSeconds = (performance.now() - raceStarted) / 1000
  waits.sort((a, b) => a - b)
  rows.push([
    `${shoppers} shoppers hold one car (${roundsWithOneWinner}/${rounds} rounds: one winner)`,
    integer(waits.length),
    integer(waits.length / raceSeconds),
    milliseconds(percentile(waits, 0.5)),
    milliseconds(percentile(waits, 0.95)),
    milliseconds(percentile(waits, 0.99)),
  ])

  // Whole reservations, one after the other.
  const cycles: number[] = []
  const cycleStarted = performance.now()
  for (let index = 0; index < reservationCount; index++) {
    const started = performance.now()
    const held = await desk.hold(hold(`car-${index}`))
    if (!held.held) throw new Error('a free car was not held')
    const session = await desk.startPayment(held.reservation.id, pages)
    await provider.pay(session!.id)
    cycles.push(performance.now() - started)
  }
  const cycleSeconds = (performance.now() - cycleStarted) / 1000
  cycles.sort((a, b) => a - b)
  rows.push([
    `hold, pay, webhook applied (and repeated: ${duplicates} duplicates ignored)`,
    integer(cycles.length),
    integer(cycles.length / cycleSeconds),
    milliseconds(percentile(cycles, 0.5)),
    milliseconds(percentile(cycles, 0.95)),
    milliseconds(percentile(cycles, 0.99)),
  ])
} finally {
  await opened.close()
}
console.log('Reservation desk on PGlite in memory with the embedded payment provider, in-process')
console.log(formatTable(['scenario', 'operations', 'per second', 'p50 ms', 'p95 ms', 'p99 ms'], rows))
