import { spawn } from 'node:child_process'
import { nodeScriptArgs } from '../support/node-script-args.ts'

export interface EngineServerProcess {
  baseUrl: string
  close: () => Promise<void>
}

/**
 * The standalone engine in a process of its own, as `npm run search:serve` (or a Typesense node) runs beside
 * the web servers: its heap holds the index alone, not the benchmark's generated feed and client.
 */
export async function startEngineServerProcess(apiKey: string): Promise<EngineServerProcess> {
  const child = spawn(
    process.execPath,
    [...nodeScriptArgs('search:serve'), '--port', '0', '--api-key', apiKey],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  )
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = ''
    child.stdout.setEncoding('utf8')
    child.stdout.on('data', (chunk: string) => {
      output += chunk
      const listening = /listening on (http:\/\/\S+)/.exec(output)
      if (listening?.[1]) resolve(listening[1])
    })
    child.once('error', reject)
    child.once('exit', (code) => reject(new Error(`The search engine exited with ${code} before listening`)))
  })
  return {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
      }),
  }
}
