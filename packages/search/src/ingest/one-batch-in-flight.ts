/**
 * Sends batches one at a time without waiting on each: `add` hands a batch to `send` and returns as soon as
 * the batch before it is done, so the caller builds the next batch while this one is in flight (the stock
 * feed is validated while the index takes the last thousand cars). A failed send is thrown by the next
 * `add` or by `drain`; until then it is held, not reported as an unhandled rejection.
 */
export function oneBatchInFlight<T>(send: (batch: T) => Promise<void>) {
  let inFlight: Promise<void> = Promise.resolve()
  return {
    async add(batch: T): Promise<void> {
      await inFlight
      inFlight = send(batch)
      inFlight.catch(() => {})
    },
    /** Waits for the last batch; throws its failure. */
    drain(): Promise<void> {
      return inFlight
    },
  }
}
