import { describe, expect, it } from 'vitest'
import { DELIVERY_BATCH, startPollingWorker } from './outbox-worker.ts'

const tick = (ms = 0) => new Promise((resolve) => setTimeout(resolve, ms))

/** A round the test finishes by hand, as a delivery still being written would be. */
function heldRounds() {
  const log: string[] = []
  const pending: ((handled: number) => void)[] = []
  const round = () =>
    new Promise<number>((resolve) => {
      log.push('round started')
      pending.push((handled) => {
        log.push('round finished')
        resolve(handled)
      })
    })
  return { log, pending, round }
}

describe('startPollingWorker stop()', () => {
  it('waits for the round in progress, then runs no other', async () => {
    const { log, pending, round } = heldRounds()
    const worker = startPollingWorker(round, { intervalMs: 10 })
    await tick()
    expect(log).toEqual(['round started'])

    let stopped = false
    const stopping = worker.stop().then(() => {
      stopped = true
    })
    worker.poke()
    await tick(30)
    // The delivery being written is not abandoned: stop() is still waiting for it.
    expect(stopped).toBe(false)

    pending[0]?.(1)
    await stopping
    expect(stopped).toBe(true)
    await tick(50)
    expect(log).toEqual(['round started', 'round finished'])
  })

  it('ends a backlog after the batch in progress instead of draining it', async () => {
    const { log, pending, round } = heldRounds()
    const worker = startPollingWorker(round, { intervalMs: 10 })
    await tick()
    pending[0]?.(DELIVERY_BATCH)
    await tick()
    expect(log).toEqual(['round started', 'round finished', 'round started'])
    const stopping = worker.stop()
    pending[1]?.(DELIVERY_BATCH)
    await stopping
    await tick(30)
    expect(log).toEqual(['round started', 'round finished', 'round started', 'round finished'])
  })

  it('clears its timer: an idle worker stops at once and never polls again', async () => {
    let rounds = 0
    const worker = startPollingWorker(
      async () => {
        rounds++
        return 0
      },
      { intervalMs: 10 },
    )
    await expect.poll(() => rounds).toBeGreaterThanOrEqual(2)
    const before = rounds
    await worker.stop()
    worker.poke()
    await tick(50)
    expect(rounds).toBe(before)
  })

  it('still stops when a round failed', async () => {
    const errors: unknown[] = []
    const worker = startPollingWorker(
      async () => {
        throw new Error('CRM down')
      },
      { intervalMs: 10, onError: (error) => errors.push(error) },
    )
    await tick(5)
    await worker.stop()
    expect(errors.length).toBeGreaterThanOrEqual(1)
  })
})
