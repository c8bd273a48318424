import * as build from 'virtual:react-router/server-build'
import type { ServerBuild } from 'react-router'
import { type DocumentRendering, renderDocument } from './render-document'
import { entryFromTransfer, type TransferredDocument } from './transferred-document'

/** On the render thread: a page posted by the request's thread, rendered with this thread's build. */
export function renderTransferredDocument(
  document: TransferredDocument,
  handoff: ReadableStream<Uint8Array>,
): DocumentRendering {
  return renderDocument(
    entryFromTransfer(document, handoff, build as unknown as ServerBuild),
    document.request,
  )
}
