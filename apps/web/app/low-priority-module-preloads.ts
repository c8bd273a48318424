import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

const PRELOAD = '<link rel="modulepreload"'
const LOW_PRIORITY_PRELOAD = '<link rel="modulepreload" fetchpriority="low"'

/**
 * Gives the document head's `<link rel="modulepreload">` tags (React Router's <Scripts>, hoisted into the
 * head by React) `fetchpriority="low"`, which <Scripts> has no option for. Pages are server-rendered and
 * work before hydration, so the document, the hero picture and the other images are fetched before the
 * scripts. Only the head is rewritten; the body passes through.
 */
export function lowPriorityModulePreloads(): Transform {
  const decoder = new StringDecoder('utf8')
  let pending = ''
  let inHead = true
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      const text = decoder.write(chunk)
      if (!inHead) return callback(null, text)
      const received = pending + text
      const headEnd = received.indexOf('</head>')
      if (headEnd >= 0) {
        inHead = false
        pending = ''
        return callback(null, rewrite(received.slice(0, headEnd)) + received.slice(headEnd))
      }
      // A tag cut between two chunks waits for the rest of it in the next one.
      const lastOpen = received.lastIndexOf('<')
      const cut = lastOpen > received.lastIndexOf('>') ? lastOpen : received.length
      pending = received.slice(cut)
      callback(null, rewrite(received.slice(0, cut)))
    },
    flush(callback: TransformCallback) {
      callback(null, pending + decoder.end())
    },
  })
}

function rewrite(head: string): string {
  return head.replaceAll(PRELOAD, LOW_PRIORITY_PRELOAD)
}
