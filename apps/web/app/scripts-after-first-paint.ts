import { Transform, type TransformCallback } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'

/**
 * Pages are rendered on the server and work before hydration, so the first paint should not share the
 * network or the main thread with the scripts (docs/decisions/034-scripts-after-first-paint.md).
 * React Router's <Scripts> has no option for that: as the page streams out, this takes its
 * `<link rel="modulepreload">` tags out (their addresses go into AFTER_FIRST_PAINT_SCRIPT) and makes its
 * module script inert; AFTER_FIRST_PAINT_SCRIPT, a classic inline script at the end of the document,
 * preloads the modules and brings the module script back to life once the page has been painted.
 */

const INERT_MODULE = 'module-after-paint'
const PRELOADS_SLOT = '[/*module-preloads*/]'

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g
const MODULE_SCRIPT = /(<script\b[^>]*?) type="module"/g

/**
 * The stream React renders a page into. React writes small pieces and calls `flush()` after each batch it
 * has ready: each batch is rewritten and passed on as one chunk, rather than every piece crossing the web
 * stream React Router answers with, the response and the socket on its own. Rewrites tags only (text never
 * holds a raw `<`) and fills the preloads' slot in the closing script; a tag or a slot cut between batches
 * waits for the rest of it.
 */
export class ScriptsAfterFirstPaint extends Transform {
  readonly #decoder = new StringDecoder('utf8')
  readonly #preloads: string[] = []
  #batch: Buffer[] = []
  #pending = ''

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#batch.push(chunk)
    callback()
  }

  /** Called by React after each batch of writes. */
  flush() {
    if (this.#batch.length === 0) return
    const received = this.#pending + this.#take()
    const lastOpen = received.lastIndexOf('<')
    const tagCut = lastOpen > received.lastIndexOf('>') ? lastOpen : received.length
    const cut = Math.min(tagCut, startOfPartialSlot(received))
    this.#pending = received.slice(cut)
    if (cut > 0) this.push(this.#rewrite(received.slice(0, cut)))
  }

  override _flush(callback: TransformCallback) {
    const rest = this.#pending + this.#take() + this.#decoder.end()
    callback(null, rest ? this.#rewrite(rest) : undefined)
  }

  #take(): string {
    const batch = this.#batch
    this.#batch = []
    return this.#decoder.write(batch.length === 1 ? (batch[0] as Buffer) : Buffer.concat(batch))
  }

  #rewrite(html: string): string {
    return (
      html
        .replace(MODULE_PRELOAD, (_tag, href: string) => {
          this.#preloads.push(href)
          return ''
        })
        .replace(MODULE_SCRIPT, `$1 type="${INERT_MODULE}"`)
        // The addresses come from React Router's manifest; `<` is escaped all the same.
        .replace(PRELOADS_SLOT, () => JSON.stringify(this.#preloads).replaceAll('<', '\\u003c'))
    )
  }
}

/** Where the text ends in the first characters of the preloads' slot, which the next chunk may complete. */
function startOfPartialSlot(text: string): number {
  for (let length = Math.min(text.length, PRELOADS_SLOT.length - 1); length > 0; length--) {
    if (text.endsWith(PRELOADS_SLOT.slice(0, length))) return text.length - length
  }
  return text.length
}

/**
 * Runs when the document's shell has been parsed and starts the scripts once the browser reports its first
 * paint (Paint Timing), or at once where nothing will be painted (a page opened in the background) or the
 * browser cannot tell. Paint entries are not timers, so a test that stops the page's clock still hydrates.
 * The module script is replaced in place, so hydration finds the elements the server sent.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(){var started=false;function start(){if(started)return;started=true;\
${PRELOADS_SLOT}.forEach(function(href){\
var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});\
document.querySelectorAll('script[type="${INERT_MODULE}"]').forEach(function(inert){\
var script=document.createElement('script');script.type='module';script.nonce=inert.nonce;\
script.textContent=inert.textContent;inert.replaceWith(script)})}\
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];\
if(document.visibilityState==='hidden'||types.indexOf('paint')<0)return start();\
new PerformanceObserver(function(list,observer){observer.disconnect();start()}).observe({type:'paint',buffered:true});\
document.addEventListener('visibilitychange',start,{once:true})})()`
