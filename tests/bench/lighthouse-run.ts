import { launch } from 'chrome-launcher'
import lighthouse, { type Result } from 'lighthouse'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import type { TraceEvent } from './trace-tasks.ts'

/** Lighthouse with the OS Chromium: its default mobile settings (simulated throttling), performance only. */

export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium'

interface Run {
  lhr: Result
  trace: readonly TraceEvent[]
}

async function runOnce(url: string): Promise<Run> {
  // A fresh browser each run, as Lighthouse's own CLI does, so no run inherits another's state.
  const chrome = await launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox'],
    logLevel: 'silent',
  })
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      output: 'json',
      logLevel: 'error',
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse could not load ${url}: ${result.lhr.runtimeError.message}`)
    return { lhr: result.lhr, trace: result.artifacts.Trace.traceEvents }
  } finally {
    chrome.kill()
  }
}

/** Lighthouse now and then loses a run's trace (NO_NAVSTART, NO_FCP): such a run is made again, twice at most. */
async function runWithRetries(url: string): Promise<Run> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runOnce(url)
    } catch (error) {
      if (attempt === 3) throw error
      console.error(`  run failed, again: ${error instanceof Error ? error.message : error}`)
    }
  }
}

/**
 * Runs Lighthouse `runs` times and keeps the run Lighthouse itself calls the median (FCP and TTI), with the
 * trace of that page load.
 */
export async function medianLighthouseRun(
  url: string,
  runs: number,
): Promise<{ median: Result; medianTrace: readonly TraceEvent[]; scores: number[]; tbtMs: number[] }> {
  const traces = new Map<Result, readonly TraceEvent[]>()
  for (let run = 0; run < runs; run++) {
    const { lhr, trace } = await runWithRetries(url)
    traces.set(lhr, trace)
  }
  const results = [...traces.keys()]
  const scores = results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100))
  const tbtMs = results.map((result) =>
    Math.round(result.audits['total-blocking-time']?.numericValue ?? Number.NaN),
  )
  const median = computeMedianRun(results)
  return { median, medianTrace: traces.get(median) ?? [], scores, tbtMs }
}
