import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import type { EntryContext, RouterContextProvider } from 'react-router'
import { serverLogger } from '~server/logger'
import { cspNonceContext, documentRendererContext } from './context'
import { type DocumentRequest, renderDocument } from './document/render-document'
import { createRenderFallbacks } from './document/render-fallbacks'
import { documentForTransfer } from './document/transferred-document'

export { streamTimeout } from './document/render-document'

/** Counted for the life of the process; logged as they happen (document/render-fallbacks.ts). */
const renderFallbacks = createRenderFallbacks((fields, message) => serverLogger().warn(fields, message))

/**
 * React Router's document entry. A page renders on the render thread when the server runs one
 * (docs/decisions/041-render-thread.md) and its data can travel there; otherwise here, alike
 * (document/render-document.tsx).
 */
export default async function handleRequest(
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
  const userAgent = request.headers.get('user-agent')
  const documentRequest: DocumentRequest = {
    url: request.url,
    status: responseStatusCode,
    nonce: loadContext.get(cspNonceContext),
    // Bots and SPA mode wait for all content before the response starts.
    waitForAll: (!!userAgent && isbot(userAgent)) || routerContext.isSpaMode,
  }
  responseHeaders.set('Content-Type', 'text/html')

  const renderer = loadContext.get(documentRendererContext)
  if (renderer) {
    const transferable = documentForTransfer(routerContext, documentRequest)
    const elsewhere = transferable ? renderer.render(transferable.document, transferable.handoff) : null
    if (elsewhere) {
      const { status, body } = await elsewhere
      return new Response(body, { headers: responseHeaders, status })
    }
    const deepest = routerContext.staticHandlerContext.matches.at(-1)?.route.id ?? 'root'
    renderFallbacks.note(transferable ? 'not-copyable' : 'error-page', deepest)
  }
  const { status, body } = await renderDocument(routerContext, documentRequest).shell
  return new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status })
}
