import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const CLI = fileURLToPath(new URL('../../src/cli.ts', import.meta.url))

export interface ChildServer {
  child: ChildProcess
  port: number
  exited: Promise<void>
}

/** Starts the standalone CLI in its own process on a free port. */
export async function startChildServer(dataDir: string, apiKey: string): Promise<ChildServer> {
  const child = spawn(process.execPath, [CLI, '--port', '0', '--api-key', apiKey, '--data-dir', dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /listening on http:\/\/[\d.]+:(\d+)/.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.stderr!.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${output}`)))
  })
  return { child, port, exited }
}
