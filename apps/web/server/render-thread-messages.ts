import type { LogLevel } from '@forecourt/config/server-config'
import type { TransferredDocument } from '../app/document/transferred-document.ts'

export interface RenderThreadData {
  logLevel: LogLevel
}

/**
 * From the request's thread: a page to render, then React Router's data for the browser (its stream read
 * to the end: the data copied at all holds no promise, so the stream ends without waiting).
 */
export type ToRenderThread =
  | { type: 'render'; id: number; document: TransferredDocument }
  | { type: 'handoff'; id: number; chunks: Uint8Array[] }
  | { type: 'handoffFailed'; id: number; message: string }

/** From the render thread: ready, a page's shell (its status), its body in chunks, or its failure. */
export type FromRenderThread =
  | { type: 'ready' }
  | { type: 'shell'; id: number; status: number }
  | { type: 'chunk'; id: number; chunk: Uint8Array }
  | { type: 'end'; id: number }
  | { type: 'failed'; id: number; message: string; stack: string | undefined }
