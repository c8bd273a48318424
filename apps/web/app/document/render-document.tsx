import { renderToPipeableStream, renderToString } from 'react-dom/server'
import type { EntryContext } from 'react-router'
import { ServerRouter } from 'react-router'
import { serverLogger } from '~server/logger'
import { ServerMarkup } from '../components/server-markup'
import { AFTER_FIRST_PAINT_SCRIPT, ScriptsAfterFirstPaint } from '../scripts-after-first-paint'

/** How long a page's streamed (deferred) parts may take before React gives up on them. */
export const streamTimeout = 5_000

/**
 * Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when a schema
 * is built: under the policy (no 'unsafe-eval') the probe is refused and reported as a violation, then
 * Zod falls back. Zod keeps its settings on `globalThis.__zod_globalConfig`, so this nonce'd classic
 * script turns the probe off before any module script (deferred) builds a schema.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

export interface DocumentRequest {
  url: string
  /** The status React Router chose; a render error before the page's shell makes it 500. */
  status: number
  /** This response's Content-Security-Policy nonce, for React's and React Router's inline scripts. */
  nonce: string | undefined
  /** Bots get the whole page at once; browsers as soon as its shell is ready. */
  waitForAll: boolean
}

export interface RenderedDocument {
  status: number
  /** The page's HTML, rewritten so that its scripts load after the first paint. */
  body: ScriptsAfterFirstPaint
}

export interface DocumentRendering {
  /** Settles once the shell is ready (or failed): the status is known, the body streams from then on. */
  shell: Promise<RenderedDocument>
  /** Stops rendering (the shopper left): what is unfinished is left out. */
  abort(reason?: unknown): void
}

/**
 * React Router's default Node entry (@react-router/dev's entry.server.node.tsx) as one function, so that
 * a page renders alike on the request's thread and on the render thread
 * (docs/decisions/041-render-thread.md). The nonce goes on React Router's streamed data scripts, its
 * <Scripts>, <ScrollRestoration> and <Links>, and React's own inline scripts
 * (docs/decisions/023-security-headers.md); the scripts load after the first paint
 * (docs/decisions/034-scripts-after-first-paint.md).
 */
export function renderDocument(context: EntryContext, request: DocumentRequest): DocumentRendering {
  let status = request.status
  let shellRendered = false
  // Abort the rendering stream after `streamTimeout`, leaving time to flush the rejected boundaries.
  let timeoutId: ReturnType<typeof setTimeout> | undefined
  let stop: (reason?: unknown) => void = () => {}
  const shell = new Promise<RenderedDocument>((resolve, reject) => {
    const onReady = () => {
      shellRendered = true
      const body = new ScriptsAfterFirstPaint()
      body.once('finish', () => {
        clearTimeout(timeoutId)
        timeoutId = undefined
      })
      pipe(body)
      resolve({ status, body })
    }
    const { pipe, abort } = renderToPipeableStream(
      <ServerMarkup value={renderToString}>
        <ServerRouter context={context} url={request.url} nonce={request.nonce} />
      </ServerMarkup>,
      {
        nonce: request.nonce,
        bootstrapScriptContent: `${ZOD_JITLESS_SCRIPT};${AFTER_FIRST_PAINT_SCRIPT}`,
        ...(request.waitForAll ? { onAllReady: onReady } : { onShellReady: onReady }),
        onShellError(error: unknown) {
          clearTimeout(timeoutId)
          reject(error)
        },
        onError(error: unknown) {
          status = 500
          // Errors inside the shell are logged here; shell errors reject and are logged by React Router.
          if (shellRendered) serverLogger().error({ err: error }, 'Rendering a page failed')
        },
      },
    )
    stop = abort
    timeoutId = setTimeout(() => abort(), streamTimeout + 1000)
  })
  return { shell, abort: (reason) => stop(reason) }
}
