import { describe, expect, it } from 'vitest'
import { oneBatchInFlight } from './one-batch-in-flight.ts'

function deferredSends() {
  const calls: { batch: number; settle: (error?: Error) => void }[] = []
  const send = (batch: number) =>
    new Promise<void>((resolve, reject) => {
      calls.push({ batch, settle: (error) => (error ? reject(error) : resolve()) })
    })
  return { calls, send }
}

describe('one batch in flight (stock ingestion sends the next batch while building another)', () => {
  it('hands a batch over and lets the caller go on before the index has answered', async () => {
    const { calls, send } = deferredSends()
    const batches = oneBatchInFlight(send)
    await batches.add(1)
    expect(calls.map((call) => call.batch)).toEqual([1])
  })

  it('sends the next batch only once the one in flight is done, in order', async () => {
    const { calls, send } = deferredSends()
    const batches = oneBatchInFlight(send)
    await batches.add(1)
    let secondAdded = false
    const second = batches.add(2).then(() => {
      secondAdded = true
    })
    await Promise.resolve()
    expect(calls.map((call) => call.batch)).toEqual([1])
    expect(secondAdded).toBe(false)
    calls[0]!.settle()
    await second
    expect(calls.map((call) => call.batch)).toEqual([1, 2])
    calls[1]!.settle()
    await expect(batches.drain()).resolves.toBeUndefined()
  })

  it('throws a failed batch at the next add, and sends nothing after it', async () => {
    const { calls, send } = deferredSends()
    const batches = oneBatchInFlight(send)
    await batches.add(1)
    calls[0]!.settle(new Error('The search engine is unavailable.'))
    await expect(batches.add(2)).rejects.toThrow('The search engine is unavailable.')
    expect(calls).toHaveLength(1)
  })

  it('throws the last batch’s failure at drain', async () => {
    const { calls, send } = deferredSends()
    const batches = oneBatchInFlight(send)
    await batches.add(1)
    calls[0]!.settle(new Error('import refused'))
    await expect(batches.drain()).rejects.toThrow('import refused')
  })
})
