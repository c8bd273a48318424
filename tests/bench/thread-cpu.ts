import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { ENGINE_THREAD_NAME } from '@forecourt/search-engine/engine-thread'
import type { LoadResult } from './srp-load.ts'
import { formatTable } from './table.ts'

/**
 * Where a server's CPU goes, by thread: each thread's CPU time from Linux's `/proc/<pid>/task/<tid>/stat`,
 * read before and after a load, grouped by what the thread is (its name). Figures only.
 */

/** The kinds of thread a web server runs, in the order they are printed. */
export const THREAD_KINDS = ['request', 'render', 'search engine', 'V8 helpers', 'other'] as const
export type ThreadKind = (typeof THREAD_KINDS)[number]

/** Node's name for a process's main thread, where the web server takes requests and runs loaders. */
const MAIN_THREAD = 'MainThread'
/** `RENDER_THREAD_NAME` in apps/web/server/render-thread.ts (the benchmarks do not import the web app). */
const RENDER_THREAD = 'render'
/** V8's platform threads: concurrent and parallel garbage collection, background compilation. */
const V8_HELPER = 'V8Worker'

export function threadKind(name: string): ThreadKind {
  if (name === MAIN_THREAD) return 'request'
  if (name === RENDER_THREAD) return 'render'
  if (name === ENGINE_THREAD_NAME) return 'search engine'
  if (name === V8_HELPER) return 'V8 helpers'
  return 'other'
}

/** Linux's USER_HZ: the unit of `utime` and `stime` in `stat`, 100 on every mainstream architecture. */
const CLOCK_TICKS_PER_SECOND = 100

export interface ThreadTime {
  name: string
  /** User and system CPU seconds since the thread started. */
  seconds: number
}

/** One `/proc/<pid>/task/<tid>/stat` line: the name sits in parentheses and may itself hold spaces or `)`. */
export function parseThreadStat(stat: string): ThreadTime {
  const close = stat.lastIndexOf(')')
  const name = stat.slice(stat.indexOf('(') + 1, close)
  // After the name: state (field 3) first, so utime (field 14) and stime (15) are the 12th and 13th.
  const fields = stat.slice(close + 2).split(' ')
  const ticks = Number(fields[11]) + Number(fields[12])
  if (!Number.isFinite(ticks)) throw new Error(`Not a /proc stat line: ${stat.slice(0, 80)}`)
  return { name, seconds: ticks / CLOCK_TICKS_PER_SECOND }
}

/** Whether this machine lists threads' CPU where `readThreadTimes` reads it (Linux does). */
export const threadTimesReadable = existsSync('/proc/self/task')

/** Every thread of a process by thread id; threads that end while they are read are left out. */
export function readThreadTimes(pid: number, proc = '/proc'): Map<string, ThreadTime> {
  const times = new Map<string, ThreadTime>()
  for (const tid of readdirSync(`${proc}/${pid}/task`)) {
    let stat: string
    try {
      stat = readFileSync(`${proc}/${pid}/task/${tid}/stat`, 'utf8')
    } catch {
      continue
    }
    times.set(tid, parseThreadStat(stat))
  }
  return times
}

/**
 * CPU milliseconds a request by kind of thread between two readings. A thread that started in between
 * counts from zero; one that ended in between is missing from `after`, and so is its time.
 */
export function cpuPerRequest(
  before: ReadonlyMap<string, ThreadTime>,
  after: ReadonlyMap<string, ThreadTime>,
  requests: number,
): Record<ThreadKind | 'total', number> {
  const perRequest = { request: 0, render: 0, 'search engine': 0, 'V8 helpers': 0, other: 0, total: 0 }
  if (requests <= 0) return perRequest
  for (const [tid, { name, seconds }] of after) {
    const milliseconds = ((seconds - (before.get(tid)?.seconds ?? 0)) * 1000) / requests
    perRequest[threadKind(name)] += milliseconds
    perRequest.total += milliseconds
  }
  return perRequest
}

export type CpuPerRequest = ReturnType<typeof cpuPerRequest>

/**
 * Reads a process's threads now; `perRequest` reads them again and divides by the requests served in
 * between. Undefined where threads' CPU cannot be read (not Linux).
 */
export function threadCpuMeter(pid: number): { perRequest(requests: number): CpuPerRequest } | undefined {
  if (!threadTimesReadable) return undefined
  const before = readThreadTimes(pid)
  return { perRequest: (requests) => cpuPerRequest(before, readThreadTimes(pid), requests) }
}

/** The per-thread figures of a load run per page, and how many of the machine's cores they kept busy. */
export function threadCpuTable(
  rows: readonly { label: string; load: LoadResult; cpu: CpuPerRequest | undefined }[],
): string {
  const coresBusy = (milliseconds: number, load: LoadResult) =>
    ((milliseconds * load.requestsPerSecond) / 1000).toFixed(2)
  return formatTable(
    [
      'page',
      ...THREAD_KINDS.map((kind) => `${kind} ms`),
      'server ms',
      'server cores',
      'load generator ms',
      'its cores',
    ],
    rows.map(({ label, load, cpu }) => [
      label,
      ...THREAD_KINDS.map((kind) => cpu?.[kind].toFixed(2) ?? 'n/a'),
      cpu?.total.toFixed(2) ?? 'n/a',
      cpu ? coresBusy(cpu.total, load) : 'n/a',
      load.loadGeneratorCpu.toFixed(2),
      coresBusy(load.loadGeneratorCpu, load),
    ]),
  )
}
