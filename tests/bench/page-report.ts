import type { ScriptSize } from './srp-javascript.ts'
import type { LoadResult } from './srp-load.ts'
import { formatTable, integer, milliseconds } from './table.ts'

/** The tables the page benchmarks print: a load run per row, and the JavaScript a page loads. */

export type PageLoadResult = LoadResult & { rssBefore: number; rssAfter: number }

export const kilobytes = (bytes: number) => (bytes / 1024).toFixed(1)

export function loadTable(results: readonly PageLoadResult[]): string {
  return formatTable(
    [
      'scenario',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'requests',
      'non-2xx',
      'errors',
      'MB/s',
      'RSS MB',
    ],
    results.map((result) => [
      result.label,
      integer(result.requestsPerSecond),
      milliseconds(result.p50),
      milliseconds(result.p95),
      milliseconds(result.p99),
      milliseconds(result.max),
      integer(result.requests),
      integer(result.non2xx),
      integer(result.errors + result.timeouts),
      result.megabytesPerSecond.toFixed(1),
      `${integer(result.rssBefore)} → ${integer(result.rssAfter)}`,
    ]),
  )
}

export function scriptTotals(scripts: readonly ScriptSize[]) {
  return scripts.reduce(
    (sum, script) => ({
      raw: sum.raw + script.raw,
      gzip: sum.gzip + script.gzip,
      brotli: sum.brotli + script.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  )
}

export function scriptTable(scripts: readonly ScriptSize[]): string {
  const totals = scriptTotals(scripts)
  return formatTable(
    ['file', 'raw KB', 'gzip-9 KB', 'brotli-11 KB'],
    [
      ...scripts.map((script) => [
        script.file,
        kilobytes(script.raw),
        kilobytes(script.gzip),
        kilobytes(script.brotli),
      ]),
      ['total', kilobytes(totals.raw), kilobytes(totals.gzip), kilobytes(totals.brotli)],
    ],
  )
}
