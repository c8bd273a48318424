import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import { createElement, type ReactNode } from 'react'
import { renderToPipeableStream, renderToString } from 'react-dom/server'
import { positiveInteger } from './bench-args.ts'
import { elementsOfBody } from './html-elements.ts'
import { getPage } from './srp-server.ts'
import { formatTable } from './table.ts'

/**
 * What React's server renderer alone costs a page (ADR 073): the page's `<body>`, as a server answers it, turned
 * into plain React elements (no components, no data, no scripts) and rendered again and again, with React's
 * streaming renderer (what pages use) and with `renderToString`. Prints CPU per render. Figures only.
 * Run with NODE_ENV=production (the npm script does), as the server renders.
 */

const usage = `Usage: npm run bench:render-floor -- [--url http://southern-cross-motors.localhost:3000/search]
       [--renders 1000]   (a server must answer the URL: npm start, for one)`

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://southern-cross-motors.localhost:3000/search' },
    renders: { type: 'string', default: '1000' },
  },
})
const renders = positiveInteger(values.renders, '--renders', usage)

const url = new URL(values.url)
const answer = await getPage(Number(url.port || 80), url.host, `${url.pathname}${url.search}`).catch(
  (error: unknown) => {
    throw new Error(`Could not GET ${url} (${String(error)}).\n${usage}`)
  },
)
if (answer.status !== 200) throw new Error(`GET ${url} answered ${answer.status}\n${usage}`)
const { tree, elements } = elementsOfBody(answer.body)

function streamOnce(page: ReactNode): Promise<number> {
  return new Promise((resolve, reject) => {
    let bytes = 0
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length
        done()
      },
    })
    sink.on('finish', () => resolve(bytes))
    const { pipe } = renderToPipeableStream(page, { onAllReady: () => pipe(sink), onShellError: reject })
  })
}

async function cpuPerRender(render: () => unknown | Promise<unknown>): Promise<number> {
  for (let warm = 0; warm < Math.min(200, renders); warm++) await render()
  const before = process.cpuUsage()
  for (let run = 0; run < renders; run++) await render()
  const used = process.cpuUsage(before)
  return (used.user + used.system) / 1000 / renders
}

const page = createElement('div', null, tree)
const streamed = await cpuPerRender(() => streamOnce(page))
const stringBytes = Buffer.byteLength(renderToString(page))
const asString = await cpuPerRender(() => renderToString(page))

console.log(`\n${url}: ${elements.toLocaleString('en-AU')} elements, ${renders} renders each\n`)
console.log(
  formatTable(
    ['renderer', 'KB', 'CPU ms a render'],
    [
      ['renderToPipeableStream (pages)', ((await streamOnce(page)) / 1024).toFixed(1), streamed.toFixed(2)],
      ['renderToString', (stringBytes / 1024).toFixed(1), asString.toFixed(2)],
    ],
    2,
  ),
)
