import type { TransferredDocument } from './transferred-document'

export interface RenderedElsewhere {
  status: number
  body: ReadableStream<Uint8Array>
}

/** Renders pages on another thread (server/render-thread.ts; docs/decisions/041-render-thread.md). */
export interface DocumentRenderer {
  /**
   * Renders the page there, `handoff` (React Router's stream of the page's data for the browser) read here
   * and sent after it; settles once its shell is ready, the body streaming from then on. Null when the page
   * cannot be posted (data that does not copy, such as a promise; the thread gone): the caller renders it.
   */
  render(
    document: TransferredDocument,
    handoff: ReadableStream<Uint8Array>,
  ): Promise<RenderedElsewhere> | null
}
