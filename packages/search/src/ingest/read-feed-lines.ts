import { createReadStream } from 'node:fs'
import { createInterface } from 'node:readline'

/** Non-blank lines of an NDJSON file with their 1-based line numbers, read as a stream. */
export async function* readFeedLines(path: string): AsyncGenerator<{ line: number; text: string }> {
  const lines = createInterface({
    input: createReadStream(path, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  })
  let line = 0
  for await (const text of lines) {
    line++
    if (text.trim()) yield { line, text }
  }
}
