import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { freePort, type RunningServer } from './srp-server.ts'

/** Starts memory-server-child.ts in its own process (as the app runs in its own) with the given pages. */
export async function startMemoryServer(
  pages: ReadonlyMap<string, { contentType: string; body: Buffer }>,
): Promise<RunningServer> {
  const dir = mkdtempSync(join(tmpdir(), 'pages-bench-'))
  const file = join(dir, 'pages.json')
  const serialised: Record<string, { contentType: string; body: string }> = {}
  for (const [key, page] of pages)
    serialised[key] = { contentType: page.contentType, body: page.body.toString('base64') }
  writeFileSync(file, JSON.stringify(serialised))
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'memory-server-child.ts'), file, String(await freePort())],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.once('exit', (code) => reject(new Error(`The memory server exited with ${code}`)))
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const line = output.split('\n')[0]
      if (output.includes('\n') && line) resolve((JSON.parse(line) as { port: number }).port)
    })
  })
  const pid = child.pid ?? 0
  return {
    port,
    pid,
    rssMegabytes: () => Number.NaN,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true })
          resolve()
        })
        child.kill('SIGTERM')
      }),
  }
}
