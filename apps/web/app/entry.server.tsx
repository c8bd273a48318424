import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { RenderToPipeableStreamOptions } from 'react-dom/server'
import { renderToPipeableStream } from 'react-dom/server'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { serverLogger } from '../server/logger.ts'
import { cspNonceContext } from './context'
import { AFTER_FIRST_PAINT_SCRIPT, ScriptsAfterFirstPaint } from './scripts-after-first-paint'

/**
 * React Router's default Node entry (@react-router/dev's entry.server.node.tsx), plus the response's
 * Content-Security-Policy nonce: ServerRouter puts it on its streamed data scripts and gives it to
 * <Scripts>, <ScrollRestoration> and <Links>; React puts it on its own inline scripts
 * (docs/decisions/023-security-headers.md). The scripts load after the first paint
 * (docs/decisions/034-scripts-after-first-paint.md).
 */

export const streamTimeout = 5_000

/**
 * Zod 4 compiles object parsers with `new Function` unless told not to, and probes for it when a schema
 * is built: under the policy (no 'unsafe-eval') the probe is refused and reported as a violation, then
 * Zod falls back. Zod keeps its settings on `globalThis.__zod_globalConfig`, so this nonce'd classic
 * script turns the probe off before any module script (deferred) builds a schema.
 */
export const ZOD_JITLESS_SCRIPT =
  'globalThis.__zod_globalConfig=Object.assign(globalThis.__zod_globalConfig||{},{jitless:true})'

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.get(cspNonceContext)

  return new Promise((resolve, reject) => {
    let shellRendered = false
    const userAgent = request.headers.get('user-agent')

    // Bots and SPA mode wait for all content before the response starts.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady'

    // Abort the rendering stream after `streamTimeout`, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        bootstrapScriptContent: `${ZOD_JITLESS_SCRIPT};${AFTER_FIRST_PAINT_SCRIPT}`,
        [readyOption]() {
          shellRendered = true
          const body = new ScriptsAfterFirstPaint()
          body.once('finish', () => {
            clearTimeout(timeoutId)
            timeoutId = undefined
          })
          const stream = createReadableStreamFromReadable(body)
          responseHeaders.set('Content-Type', 'text/html')
          pipe(body)
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError(error: unknown) {
          reject(error)
        },
        onError(error: unknown) {
          responseStatusCode = 500
          // Errors inside the shell are logged here; shell errors reject and are logged by React Router.
          if (shellRendered) serverLogger().error({ err: error }, 'Rendering a page failed')
        },
      },
    )
  })
}
