import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import type { TransferredDocument } from '../app/document/transferred-document.ts'
import { RENDER_THREAD_NAME, type RenderThread, startRenderThread } from './render-thread.ts'

const fakeWorker = new URL('./render-thread.fake-worker.ts', import.meta.url)

const documentFor = (path: string, loaderData: Record<string, unknown> = {}): TransferredDocument => ({
  request: {
    url: `http://southern-cross-motors.localhost${path}`,
    status: 200,
    nonce: 'n0nce',
    waitForAll: false,
  },
  criticalCss: undefined,
  serverHandoffString: '{}',
  handler: {
    basename: '/',
    location: { pathname: path, search: '', hash: '', state: null, key: 'default' },
    loaderData,
    actionData: null,
    statusCode: 200,
    _deepestRenderedBoundaryId: null,
    matches: [],
  },
})

const streamOf = (...parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(new TextEncoder().encode(part))
      controller.close()
    },
  })

let thread: RenderThread | null = null
afterEach(async () => {
  await thread?.close()
  thread = null
})

async function start() {
  thread = await startRenderThread({ logLevel: 'silent' }, fakeWorker)
  return thread
}

/** The names of this process's threads, where the system lists them (Linux). */
const threadNames = () =>
  readdirSync('/proc/self/task').map((tid) => readFileSync(`/proc/self/task/${tid}/comm`, 'utf8').trim())

describe('the render thread', () => {
  it.runIf(existsSync('/proc/self/task'))(
    'is named in the list of threads, for profilers and top -H',
    async () => {
      expect(threadNames()).not.toContain(RENDER_THREAD_NAME)
      await start()
      expect(threadNames()).toContain(RENDER_THREAD_NAME)
    },
  )

  it('answers with the status once the shell is ready, then streams the page', async () => {
    const rendering = (await start()).render(documentFor('/car'), streamOf())
    if (!rendering) throw new Error('The page should have been posted')
    const { status, body } = await rendering
    expect(status).toBe(200)
    expect(await new Response(body).text()).toBe('<h1>2026 Subaru Forester</h1><p>$46,990</p>')
  })

  it("sends React Router's stream of the page's data after the page", async () => {
    const rendering = (await start()).render(documentFor('/handoff'), streamOf('[{"_1":2}', ',"loaderData"]'))
    const { body } = (await rendering) ?? { body: null }
    expect(await new Response(body).text()).toBe('[{"_1":2},"loaderData"]')
  })

  it('leaves a page whose data does not copy (a promise) to the caller, its stream unread', async () => {
    const handoff = streamOf('[]')
    const rendering = (await start()).render(documentFor('/car', { reviews: Promise.resolve([]) }), handoff)
    expect(rendering).toBeNull()
    expect(handoff.locked).toBe(false)
  })

  it("fails a page whose render failed before its shell, with the thread's message and stack", async () => {
    const rendering = (await start()).render(documentFor('/broken'), streamOf())
    await expect(rendering).rejects.toMatchObject({
      message: 'Cannot read the car',
      stack: expect.stringContaining('at CarPage'),
    })
  })

  it('lets a page being sent finish before it stops, and leaves later pages to the caller', async () => {
    const renderer = await start()
    const rendering = renderer.render(documentFor('/slow'), streamOf())
    const { body } = (await rendering) ?? { body: null }
    const text = new Response(body).text()
    await renderer.close()
    expect(await text).toBe('late')
    expect(renderer.render(documentFor('/car'), streamOf())).toBeNull()
  })
})
