import type { LatencyStats } from './bench-types.ts'

export function percentile(sorted: readonly number[], fraction: number): number {
  // Nearest-rank percentile.
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[index] ?? Number.NaN
}

export function summarise(samples: readonly number[], found: readonly number[]): LatencyStats {
  const sorted = [...samples].sort((a, b) => a - b)
  const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0)
  return {
    mean: sum(samples) / samples.length,
    p50: percentile(sorted, 0.5),
    p95: percentile(sorted, 0.95),
    p99: percentile(sorted, 0.99),
    runs: samples.length,
    meanFound: sum(found) / found.length,
  }
}

export interface TimingBudget {
  /** Untimed runs first, to warm up JIT and caches; stops early after `warmupSeconds`. */
  warmupRuns: number
  warmupSeconds: number
  /** Timed runs wanted; fewer (but at least `minRuns`) once the timed runs took `budgetSeconds`. */
  runs: number
  minRuns: number
  budgetSeconds: number
}

/**
 * Runs `request` over the inputs one at a time (latency, not throughput): a warm-up, then timed runs.
 * `request` returns the number of documents found. The budget keeps slow engines from taking minutes.
 */
export async function timeRequests<Input>(
  inputs: readonly Input[],
  budget: TimingBudget,
  request: (input: Input) => number | Promise<number>,
): Promise<LatencyStats> {
  const samples: number[] = []
  const found: number[] = []
  let next = 0
  const warmupEnd = performance.now() + budget.warmupSeconds * 1000
  while (next < budget.warmupRuns && next < inputs.length && performance.now() < warmupEnd) {
    await request(inputs[next++] as Input)
  }
  let timed = 0
  while (samples.length < budget.runs && next < inputs.length) {
    if (samples.length >= budget.minRuns && timed > budget.budgetSeconds * 1000) break
    const input = inputs[next++] as Input
    const start = performance.now()
    const count = await request(input)
    const elapsed = performance.now() - start
    timed += elapsed
    samples.push(elapsed)
    found.push(count)
  }
  return summarise(samples, found)
}
