import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { parseBenchArgs } from './bench-args.ts'
import type { WorkerResult } from './bench-types.ts'
import { type SizeResult, sizeReport, summaryReport } from './report.ts'

/**
 * Search benchmark (issue 3, Performance): our embedded engine over HTTP and in-process against
 * @orama/orama, at each size. Prints figures; never asserts on a time.
 * Usage: npm run bench:search -- [--sizes 10000,100000] [--iterations 200]
 */

// One process per engine and size: sizes run one after the other, memory is returned between them, and
// neither engine's garbage slows the other.
function runWorker(file: string, size: number, iterations: number): Promise<WorkerResult> {
  const path = fileURLToPath(new URL(file, import.meta.url))
  const args = [
    '--expose-gc',
    '--max-old-space-size=5120',
    // As the app's server and the ingest CLI run: a larger young generation halves GC during imports.
    '--max-semi-space-size=64',
    path,
    '--size',
    String(size),
    '--iterations',
    String(iterations),
  ]
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) => {
      const last = output.trim().split('\n').at(-1) ?? ''
      if (code !== 0 || last === '') reject(new Error(`${file} --size ${size} exited with code ${code}`))
      else resolve(JSON.parse(last) as WorkerResult)
    })
  })
}

const options = parseBenchArgs(process.argv.slice(2))
console.log(
  `Search benchmark: sizes ${options.sizes.join(', ')}; ${options.iterations} timed runs per request (after warm-up); Node ${process.version}`,
)
const results: SizeResult[] = []
for (const size of options.sizes) {
  const started = performance.now()
  const ours = await runWorker('./ours-worker.ts', size, options.iterations)
  const orama = await runWorker('./orama-worker.ts', size, options.iterations)
  const result = { size, ours, orama }
  results.push(result)
  console.log(`\n${sizeReport(result)}\n\n(${((performance.now() - started) / 1000).toFixed(0)} s)`)
}
console.log(`\n${summaryReport(results)}`)
