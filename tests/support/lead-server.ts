import { type ChildProcess, spawn } from 'node:child_process'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'

/**
 * A production web server of its own for lead reliability tests and benchmarks: its own data directory
 * (kept across restarts unless `fresh`), content whose dealers send their leads to a given CRM webhook,
 * and the ability to be killed outright.
 */

export interface LeadServer {
  port: number
  pid: number
  dataDir: string
  /** Sends a signal (SIGKILL for a crash) and waits for the process to end. */
  kill(signal: NodeJS.Signals): Promise<void>
}

/** The demo content with every dealer's CRM webhook pointed at `crmUrl`, written beside `dataDir`. */
export function contentWithCrmWebhook(sourcePath: string, dataDir: string, crmUrl: string): string {
  const lines = readFileSync(sourcePath, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const document = JSON.parse(line) as { _type: string; leadDelivery?: Record<string, unknown> }
      if (document._type !== 'dealer') return line
      return JSON.stringify({ ...document, leadDelivery: { _type: 'leadDelivery', crmWebhookUrl: crmUrl } })
    })
  mkdirSync(dataDir, { recursive: true })
  const path = join(dataDir, 'content.ndjson')
  writeFileSync(path, `${lines.join('\n')}\n`)
  return path
}

export async function startLeadServer(options: {
  port: number
  dataDir: string
  env: Record<string, string>
  fresh?: boolean
}): Promise<LeadServer> {
  if (options.fresh) rmSync(join(options.dataDir, 'pglite'), { recursive: true, force: true })
  const child: ChildProcess = spawn(process.execPath, ['server.ts'], {
    cwd: join(repoRoot, 'apps/web'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(options.port),
      DATA_DIR: options.dataDir,
      ...options.env,
    },
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The web server exited with ${child.exitCode}`)
    if (Date.now() > deadline) throw new Error('The web server did not start in 2 minutes')
    const healthy = await fetch(`http://127.0.0.1:${options.port}/healthz`)
      .then((response) => response.ok)
      .catch(() => false)
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  return {
    port: options.port,
    pid: child.pid ?? 0,
    dataDir: options.dataDir,
    kill: async (signal) => {
      if (child.exitCode === null) child.kill(signal)
      await exited
    },
  }
}

export interface FormAnswer {
  status: number
  location: string | null
  body: string
}

/**
 * POSTs a form to a demo website on the server, as a browser on that site would (Host and Origin of the
 * site). Node's own fetch cannot set Host, hence node:http.
 */
export function postForm(
  port: number,
  site: string,
  path: string,
  body: string | URLSearchParams,
  headers: Record<string, string> = {},
): Promise<FormAnswer> {
  const host = `${site}.localhost:${port}`
  const payload = Buffer.from(body.toString())
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          host,
          origin: `http://${host}`,
          'content-type': 'application/x-www-form-urlencoded',
          'content-length': String(payload.length),
          ...headers,
        },
      },
      (response) => {
        let text = ''
        response.setEncoding('utf8')
        response.on('data', (chunk: string) => {
          text += chunk
        })
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            body: text,
          }),
        )
      },
    )
    request.on('error', reject)
    request.end(payload)
  })
}

/** A general enquiry to Coastline Motorcycles (one location, Comments optional), from a unique shopper. */
export function coastlineEnquiry(shopper: number, marker: string): URLSearchParams {
  return new URLSearchParams({
    name: `Shopper ${shopper}`,
    email: `${marker}-${shopper}@example.com`,
    phone: `04${String(shopper).padStart(8, '0')}`,
    category: 'General Enquiry',
    message: `Enquiry ${shopper}`,
  })
}
