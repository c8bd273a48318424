import { PassThrough, type TransformCallback } from 'node:stream'

/**
 * The stream React renders a page into: React writes 4 KB pieces and calls `flush()` after each batch it
 * has ready, so this passes each batch on as one chunk. Every chunk otherwise goes through the web stream
 * React Router answers with, the response and the socket on its own.
 */
export class FlushBatchingStream extends PassThrough {
  #pending: Buffer[] = []

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#pending.push(chunk)
    callback()
  }

  /** Called by React after each batch of writes. */
  flush() {
    if (this.#pending.length === 0) return
    const batch = this.#pending.length === 1 ? this.#pending[0] : Buffer.concat(this.#pending)
    this.#pending = []
    this.push(batch)
  }

  override _flush(callback: TransformCallback) {
    this.flush()
    callback()
  }
}
