import type { LatencyStats, RequestKind } from './bench-types.ts'
import { type TimingBudget, timeRequests } from './measure.ts'
import type { IterationInput } from './query-inputs.ts'

export type KindRequests = Record<RequestKind, (input: IterationInput) => number | Promise<number>>

/**
 * Times every request kind in turn. A kind whose request fails is left out and its error recorded in
 * `notes`, so one engine bug does not hide the other figures.
 */
export async function measureKinds(
  label: string,
  inputs: readonly IterationInput[],
  budget: TimingBudget,
  requests: KindRequests,
  notes: string[],
): Promise<Partial<Record<RequestKind, LatencyStats>>> {
  const latency: Partial<Record<RequestKind, LatencyStats>> = {}
  for (const [kind, request] of Object.entries(requests) as [RequestKind, KindRequests[RequestKind]][]) {
    try {
      latency[kind] = await timeRequests(inputs, budget, request)
    } catch (error) {
      notes.push(`${label} ${kind} failed: ${(error as Error).message}`)
    }
  }
  return latency
}
