import { parseArgs } from 'node:util'

export interface BenchOptions {
  sizes: number[]
  iterations: number
}

const usage = 'Usage: npm run bench:search -- [--sizes 10000,100000] [--iterations 200]'

/** A command-line value that must be a positive integer ('10_000' allowed), else an error with the usage. */
export function positiveInteger(text: string, option: string, usageText: string = usage): number {
  const value = Number(text.replaceAll('_', ''))
  if (!Number.isInteger(value) || value <= 0)
    throw new Error(`${option} needs positive integers, not "${text}"\n${usageText}`)
  return value
}

export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      sizes: { type: 'string', default: '10000,100000' },
      iterations: { type: 'string', default: '200' },
    },
  })
  return {
    sizes: values.sizes.split(',').map((size) => positiveInteger(size.trim(), '--sizes')),
    iterations: positiveInteger(values.iterations, '--iterations'),
  }
}
