import autocannon from 'autocannon'

/**
 * One load run against the web server on loopback, the site chosen by its Host header. Latency
 * percentiles are computed from every response time (autocannon's own summary has no p95).
 */

export interface LoadResult {
  label: string
  requests: number
  requestsPerSecond: number
  p50: number
  p95: number
  p99: number
  max: number
  non2xx: number
  errors: number
  timeouts: number
  megabytesPerSecond: number
  /** CPU milliseconds a request the load generator itself used (it shares the machine with the server). */
  loadGeneratorCpu: number
}

const percentile = (sorted: readonly number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN)

export async function runLoad(options: {
  label: string
  port: number
  host: string
  paths: readonly string[]
  connections: number
  seconds: number
  /** Requests to several sites: each its own Host header and path (then `host` and `paths` are unused). */
  targets?: readonly { host: string; path: string }[]
}): Promise<LoadResult> {
  let next = 0
  const times: number[] = []
  const cpuBefore = process.cpuUsage()
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `http://127.0.0.1:${options.port}`,
        connections: options.connections,
        duration: options.seconds,
        headers: { host: options.host },
        requests: [
          {
            setupRequest: (request) => {
              const target = options.targets?.[next % options.targets.length]
              const path = target?.path ?? (options.paths[next % options.paths.length] as string)
              next += 1
              return target
                ? { ...request, path, headers: { ...request.headers, host: target.host } }
                : { ...request, path }
            },
          },
        ],
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    )
    instance.on('response', (_client, _status, _bytes, responseTime) => {
      times.push(responseTime)
    })
  })
  const cpu = process.cpuUsage(cpuBefore)
  times.sort((a, b) => a - b)
  return {
    label: options.label,
    requests: times.length,
    requestsPerSecond: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    max: times.at(-1) ?? Number.NaN,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    megabytesPerSecond: result.throughput.average / 1024 / 1024,
    loadGeneratorCpu: times.length > 0 ? (cpu.user + cpu.system) / 1000 / times.length : Number.NaN,
  }
}
