import { parseArgs } from 'node:util'
import type { TimingBudget } from './measure.ts'

export interface WorkerArgs {
  size: number
  budget: TimingBudget
  /** Inputs to draw: enough for the warm-up and every timed run. */
  inputCount: number
}

/** A worker's own arguments (`--size N --iterations N`), passed by the runner. */
export function parseWorkerArgs(argv: readonly string[]): WorkerArgs {
  const { values } = parseArgs({
    args: [...argv],
    options: { size: { type: 'string' }, iterations: { type: 'string' } },
  })
  const size = Number(values.size)
  const iterations = Number(values.iterations)
  if (!Number.isInteger(size) || size <= 0 || !Number.isInteger(iterations) || iterations <= 0) {
    throw new Error('worker needs --size N --iterations N')
  }
  const budget: TimingBudget = {
    warmupRuns: Math.max(10, Math.ceil(iterations / 5)),
    warmupSeconds: 3,
    runs: iterations,
    minRuns: Math.min(iterations, 50),
    budgetSeconds: 15,
  }
  return { size, budget, inputCount: budget.warmupRuns + iterations }
}

export function progress(message: string): void {
  process.stderr.write(`  ${message}\n`)
}

/** The worker's result goes to stdout as the last line; progress goes to stderr. */
export function sendResult(result: unknown): void {
  process.stdout.write(`${JSON.stringify(result)}\n`)
}
