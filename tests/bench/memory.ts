import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

export interface MemorySample {
  rss: number
  heap: number
}

function exposedGc(): () => void {
  const existing = (globalThis as { gc?: () => void }).gc
  if (existing) return existing
  // Without `node --expose-gc`, the flag can still be set at run time and gc fetched from a new context.
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}

const gc = exposedGc()

/** Memory after full collections, so only live data counts. */
export async function settledMemory(): Promise<MemorySample> {
  for (let round = 0; round < 3; round++) {
    gc()
    await new Promise((resolve) => setImmediate(resolve))
  }
  const usage = process.memoryUsage()
  return { rss: usage.rss, heap: usage.heapUsed + usage.external }
}
