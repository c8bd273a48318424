import { text } from 'node:stream/consumers'
import { describe, expect, it } from 'vitest'
import { AFTER_FIRST_PAINT_SCRIPT, ScriptsAfterFirstPaint } from './scripts-after-first-paint'

/** Writes each chunk as React does a batch, `flush()` after it, and reads what comes out. */
function through(chunks: readonly (string | Buffer)[]): Promise<string> {
  const stream = new ScriptsAfterFirstPaint()
  const output = text(stream)
  for (const chunk of chunks) {
    stream.write(Buffer.from(chunk))
    stream.flush()
  }
  stream.end()
  return output
}

const page =
  '<!DOCTYPE html><html><head><title>Café – cars</title><link rel="modulepreload" href="/a.js"/>' +
  '<link rel="modulepreload" href="/b.js" nonce="n"/><link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>&lt;link rel="modulepreload"&gt; and type="module" stay text</p>' +
  '<script nonce="n">window.__context = {"type":"module"}</script>' +
  '<script nonce="n" type="module" async="">import "/a.js";</script>' +
  `<script nonce="n">${AFTER_FIRST_PAINT_SCRIPT}</script></body></html>`

const expected =
  '<!DOCTYPE html><html><head><title>Café – cars</title>' +
  '<link rel="stylesheet" href="/s.css"/></head>' +
  '<body><p>&lt;link rel="modulepreload"&gt; and type="module" stay text</p>' +
  '<script nonce="n">window.__context = {"type":"module"}</script>' +
  '<script nonce="n" type="module-after-paint" async="">import "/a.js";</script>' +
  `<script nonce="n">${AFTER_FIRST_PAINT_SCRIPT.replace('[/*module-preloads*/]', '["/a.js","/b.js"]')}</script></body></html>`

describe('scriptsAfterFirstPaint', () => {
  it('moves the module preloads into the closing script and makes the module script inert', async () => {
    expect(expected).not.toBe(page)
    expect(await through([page])).toBe(expected)
  })

  it('does the same whichever bytes the chunks are cut at, inside a tag, the slot or a character', async () => {
    const bytes = Buffer.from(page)
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await through([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(expected)
    }
  })

  it('passes markup without scripts through whole', async () => {
    expect(await through(['<p>a <b', '>b</b> <'])).toBe('<p>a <b>b</b> <')
  })

  it('passes each batch on as one chunk, holding back only a tag cut at its end', async () => {
    const stream = new ScriptsAfterFirstPaint()
    const chunks: string[] = []
    stream.on('data', (chunk: Buffer) => chunks.push(chunk.toString()))
    for (const piece of ['<main>', '<p>one</p>', '<p']) stream.write(Buffer.from(piece))
    stream.flush()
    stream.write(Buffer.from('>two</p></main>'))
    stream.flush()
    stream.end()
    await new Promise((resolve) => stream.on('end', resolve))
    expect(chunks).toEqual(['<main><p>one</p>', '<p>two</p></main>'])
  })
})

describe('the route manifest in the module script', () => {
  const manifest = {
    entry: { module: '/e.js', imports: ['/a.js'] },
    routes: { root: { path: '', id: '</x' } },
  }
  const moduleScript = (json: string) =>
    `<script nonce="n" type="module" async="">import * as route0 from "/r.js";\n  window.__reactRouterManifest = ${json};\n  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/e.js");</script>`
  const pretty = moduleScript(JSON.stringify(manifest, null, 2))
  const manifestIn = (html: string) =>
    JSON.parse(
      (
        /window\.__reactRouterManifest = ([\s\S]*?);\n {2}window\.__reactRouterRouteModules/.exec(
          html,
        )?.[1] ?? ''
      ).replaceAll('\\u003c', '<'),
    )

  it('is written without indentation, `<` escaped, and reads the same', async () => {
    const out = await through([`<body>${pretty}</body>`])
    expect(out).toContain(
      `window.__reactRouterManifest = ${JSON.stringify(manifest).replaceAll('<', '\\u003c')};`,
    )
    expect(out.length).toBeLessThan(pretty.length)
    expect(manifestIn(out)).toEqual(manifest)
  })

  it('reads the same wherever the batches are cut (left as it is when cut inside)', async () => {
    const bytes = Buffer.from(`<body>${pretty}</body>`)
    for (let cut = 1; cut < bytes.length; cut++) {
      const out = await through([bytes.subarray(0, cut), bytes.subarray(cut)])
      expect(manifestIn(out)).toEqual(manifest)
      expect(out).toContain('type="module-after-paint"')
    }
  })

  it('is left as it is when it is not JSON', async () => {
    const odd = moduleScript('{ not json')
    expect(await through([odd])).toBe(odd.replace('type="module"', 'type="module-after-paint"'))
  })
})

describe('AFTER_FIRST_PAINT_SCRIPT', () => {
  it('is a script whose empty slot still runs, should the stream not fill it', () => {
    expect(() => new Function(AFTER_FIRST_PAINT_SCRIPT)).not.toThrow()
  })
})
