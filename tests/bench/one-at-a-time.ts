import { Agent, request as httpRequest } from 'node:http'
import { percentile } from './measure.ts'

/**
 * Pages requested one after another over one keep-alive connection on loopback, each timed from the
 * request written to the last byte read: the server's time per page plus a loopback round trip. Each
 * answer's body is kept, so the same bytes can be served from memory for comparison.
 */

export interface TimedPage {
  path: string
  status: number
  milliseconds: number
  body: Buffer
  contentType: string
  /** The app's own `Server-Timing` total, when it sends one. */
  serverTiming: number | null
  /** The page cache's `X-Cache` answer (HIT or MISS); null when the page is not one it keeps. */
  cache: string | null
}

export interface SequentialSummary {
  requests: number
  /** Answers other than 200 (a redirect means the URL was not canonical): left out of the figures. */
  rejected: { path: string; status: number }[]
  p50: number
  p95: number
  p99: number
  mean: number
  serverTimingP50: number | null
  meanBytes: number
}

function timedGet(agent: Agent, port: number, host: string, path: string): Promise<TimedPage> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const request = httpRequest({ host: '127.0.0.1', port, path, agent, headers: { host } }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        const milliseconds = performance.now() - started
        const timing = /(?:^|,)\s*total;dur=([\d.]+)/.exec(String(response.headers['server-timing'] ?? ''))
        resolve({
          path,
          status: response.statusCode ?? 0,
          milliseconds,
          body: Buffer.concat(chunks),
          contentType: String(response.headers['content-type'] ?? 'text/html; charset=utf-8'),
          serverTiming: timing ? Number(timing[1]) : null,
          cache: response.headers['x-cache'] ? String(response.headers['x-cache']) : null,
        })
      })
      response.on('error', reject)
    })
    request.on('error', reject)
    request.end()
  })
}

export async function requestOneAtATime(options: {
  port: number
  host: string
  paths: readonly string[]
}): Promise<TimedPage[]> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 })
  const pages: TimedPage[] = []
  try {
    for (const path of options.paths) pages.push(await timedGet(agent, options.port, options.host, path))
  } finally {
    agent.destroy()
  }
  return pages
}

export function summarise(pages: readonly TimedPage[]): SequentialSummary {
  const served = pages.filter((page) => page.status === 200)
  const times = served.map((page) => page.milliseconds).sort((a, b) => a - b)
  const timings = served
    .map((page) => page.serverTiming)
    .filter((value): value is number => value !== null)
    .sort((a, b) => a - b)
  return {
    requests: served.length,
    rejected: pages
      .filter((page) => page.status !== 200)
      .map((page) => ({ path: page.path, status: page.status })),
    p50: percentile(times, 0.5),
    p95: percentile(times, 0.95),
    p99: percentile(times, 0.99),
    mean: times.reduce((sum, time) => sum + time, 0) / (times.length || 1),
    serverTimingP50: timings.length > 0 ? percentile(timings, 0.5) : null,
    meanBytes: served.reduce((sum, page) => sum + page.body.length, 0) / (served.length || 1),
  }
}
