import { Readable } from 'node:stream'
import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { lowPriorityModulePreloads } from './low-priority-module-preloads'

const through = (chunks: readonly (string | Buffer)[]) =>
  text(Readable.from(chunks.map((chunk) => Buffer.from(chunk))).pipe(lowPriorityModulePreloads()))

const page =
  '<!DOCTYPE html><html><head><title>Café – cars</title><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js" nonce="n"/><link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>&lt;link rel="modulepreload"&gt; stays text</p><link rel="modulepreload" href="/c.js"/></body></html>'

const expected = page
  .replace(
    '<link rel="modulepreload" href="/a.js"',
    '<link rel="modulepreload" fetchpriority="low" href="/a.js"',
  )
  .replace(
    '<link rel="modulepreload" href="/b.js"',
    '<link rel="modulepreload" fetchpriority="low" href="/b.js"',
  )

describe('lowPriorityModulePreloads', () => {
  it("marks the head's module preloads low priority and leaves the body as it is", async () => {
    expect(await through([page])).toBe(expected)
  })

  it('does the same whichever bytes the chunks are cut at, inside a tag or a character', async () => {
    const bytes = Buffer.from(page)
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
  })

  it('passes a document without a head end through whole', async () => {
    expect(await through(['<p>a <b', '>b</b> <'])).toBe('<p>a <b>b</b> <')
  })
})
