import { Transform, type TransformCallback } from 'node:stream'

/**
 * Pages are rendered on the server and work before hydration, so the first paint should not share the
 * network or the main thread with the scripts (docs/decisions/034-scripts-after-first-paint.md).
 * React Router's <Scripts> has no option for that: as the page streams out, this takes its
 * `<link rel="modulepreload">` tags out (their addresses go into AFTER_FIRST_PAINT_SCRIPT) and makes its
 * module script inert; AFTER_FIRST_PAINT_SCRIPT, a classic inline script at the end of the document,
 * preloads the modules and brings the module script back to life once the page has been painted. The route
 * manifest that module script declares is written without React Router's indentation (about 1.5 KB a page).
 */

const INERT_MODULE = 'module-after-paint'
/** How many `<link rel="modulepreload">` the closing script adds in one task. */
const PRELOADS_PER_TASK = 6
const PRELOADS_SLOT = '[/*module-preloads*/]'

const PRELOAD_LINK = Buffer.from('<link rel="modulepreload"')
const MODULE_TYPE = Buffer.from(' type="module"')
const INERT_MODULE_TYPE = Buffer.from(` type="${INERT_MODULE}"`)
const SCRIPT_TAG = Buffer.from('<script')
const SLOT = Buffer.from(PRELOADS_SLOT)
const HREF = /\shref="([^"]+)"/
const MANIFEST_START = Buffer.from('window.__reactRouterManifest = ')
const MANIFEST_END = Buffer.from(';\n  window.__reactRouterRouteModules = ')
const LT = 0x3c
const GT = 0x3e
/** Characters that may follow a tag's name (`<script>`, `<script nonce…`). */
const AFTER_TAG_NAME = new Set([GT, 0x20, 0x09, 0x0a, 0x0c, 0x0d, 0x2f])

interface Edit {
  start: number
  end: number
  replacement: Buffer
}

/**
 * The stream React renders a page into. React writes small pieces and calls `flush()` after each batch it
 * has ready: each batch is rewritten and passed on as one chunk, rather than every piece crossing the web
 * stream React Router answers with, the response and the socket on its own. The bytes are searched, never
 * decoded, so a page costs a few native scans. Rewrites tags only (React escapes `<` and `>` in text and
 * attributes) and fills the preloads' slot in the closing script; a tag or a slot cut between batches waits
 * for the rest of it.
 */
export class ScriptsAfterFirstPaint extends Transform {
  readonly #preloads: string[] = []
  #batch: Buffer[] = []
  #pending: Buffer = Buffer.alloc(0)

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.#batch.push(chunk)
    callback()
  }

  /** Called by React after each batch of writes. */
  flush() {
    if (this.#batch.length === 0) return
    const received = this.#take()
    const lastOpen = received.lastIndexOf(LT)
    const tagCut = lastOpen > received.lastIndexOf(GT) ? lastOpen : received.length
    const cut = Math.min(tagCut, startOfPartialSlot(received))
    this.#pending = received.subarray(cut)
    if (cut > 0) this.push(this.#rewrite(received.subarray(0, cut)))
  }

  override _flush(callback: TransformCallback) {
    const rest = this.#take()
    callback(null, rest.length > 0 ? this.#rewrite(rest) : undefined)
  }

  /** What is pending and the batch, as one buffer. */
  #take(): Buffer {
    const parts = this.#pending.length > 0 ? [this.#pending, ...this.#batch] : this.#batch
    this.#batch = []
    this.#pending = Buffer.alloc(0)
    return parts.length === 1 ? (parts[0] as Buffer) : Buffer.concat(parts)
  }

  #rewrite(html: Buffer): Buffer {
    const edits: Edit[] = []
    for (let at = html.indexOf(PRELOAD_LINK); at !== -1; at = html.indexOf(PRELOAD_LINK, at + 1)) {
      const end = html.indexOf(GT, at) + 1
      const href = HREF.exec(html.toString('latin1', at, end))?.[1]
      if (!href) continue
      this.#preloads.push(Buffer.from(href, 'latin1').toString('utf8'))
      edits.push({ start: at, end, replacement: Buffer.alloc(0) })
    }
    for (let at = html.indexOf(MODULE_TYPE); at !== -1; at = html.indexOf(MODULE_TYPE, at + 1)) {
      if (inScriptTag(html, at))
        edits.push({ start: at, end: at + MODULE_TYPE.length, replacement: INERT_MODULE_TYPE })
    }
    const manifest = compactManifest(html)
    if (manifest) edits.push(manifest)
    const slot = html.indexOf(SLOT)
    if (slot !== -1) {
      // The addresses come from React Router's manifest; `<` is escaped all the same.
      const preloads = JSON.stringify(this.#preloads).replaceAll('<', '\\u003c')
      edits.push({ start: slot, end: slot + SLOT.length, replacement: Buffer.from(preloads) })
    }
    if (edits.length === 0) return html
    edits.sort((a, b) => a.start - b.start)
    const parts: Buffer[] = []
    let from = 0
    for (const edit of edits) {
      parts.push(html.subarray(from, edit.start), edit.replacement)
      from = edit.end
    }
    parts.push(html.subarray(from))
    return Buffer.concat(parts)
  }
}

/**
 * React Router writes the route manifest with `JSON.stringify(manifest, null, 2)` in its module script; the
 * same JSON without the indentation, or nothing where the script does not read as expected. Pages of one
 * route share a manifest, so the last few are kept compacted.
 */
function compactManifest(html: Buffer): Edit | null {
  const marker = html.indexOf(MANIFEST_START)
  if (marker === -1) return null
  const start = marker + MANIFEST_START.length
  const end = html.indexOf(MANIFEST_END, start)
  if (end === -1) return null
  const indented = html.toString('utf8', start, end)
  let replacement = compactedManifests.get(indented)
  if (!replacement) {
    try {
      const manifest: unknown = JSON.parse(indented)
      // Module addresses and route paths; `<` is escaped all the same, since this stays inside a <script>.
      replacement = Buffer.from(JSON.stringify(manifest).replaceAll('<', '\\u003c'))
    } catch {
      return null
    }
    if (compactedManifests.size >= MANIFESTS_KEPT) compactedManifests.clear()
    compactedManifests.set(indented, replacement)
  }
  return { start, end, replacement }
}

const compactedManifests = new Map<string, Buffer>()
const MANIFESTS_KEPT = 64

/** Whether `at` lies among the attributes of a `<script>` tag. */
function inScriptTag(html: Buffer, at: number): boolean {
  const open = html.lastIndexOf(LT, at)
  if (open === -1 || html.lastIndexOf(GT, at) > open) return false
  return (
    html.subarray(open, open + SCRIPT_TAG.length).equals(SCRIPT_TAG) &&
    AFTER_TAG_NAME.has(html[open + SCRIPT_TAG.length] ?? 0)
  )
}

/** Where the bytes end in the first bytes of the preloads' slot, which the next batch may complete. */
function startOfPartialSlot(html: Buffer): number {
  for (let length = Math.min(html.length, SLOT.length - 1); length > 0; length--) {
    if (html.subarray(html.length - length).equals(SLOT.subarray(0, length))) return html.length - length
  }
  return html.length
}

/**
 * Runs when the document's shell has been parsed and starts the scripts once the browser reports its first
 * paint (Paint Timing), or at once where nothing will be painted (a page opened in the background) or the
 * browser cannot tell. Paint entries are not timers, so a test that stops the page's clock still hydrates.
 * The module script is replaced in place, so hydration finds the elements the server sent. Before that, the
 * modules it imports statically are evaluated one at a time, each in a task of its own (a module and
 * whatever it imports that has not run yet), rather than all in the module script's one long task; the
 * modules it imports itself (the entry, which hydrates) are left to it (docs/decisions/064-main-thread-at-load.md).
 * The preloads are added a few per task first: each one starts a fetch there and then, and 20 to 35 of them
 * in one task made it a long one.
 */
export const AFTER_FIRST_PAINT_SCRIPT = `(function(){var started=false;function start(){if(started)return;started=true;\
var preloads=${PRELOADS_SLOT};var linked=0;\
function preload(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;\
document.head.appendChild(link)}\
var inerts=document.querySelectorAll('script[type="${INERT_MODULE}"]');var imported='';\
inerts.forEach(function(inert){imported+=inert.textContent});\
var early=preloads.filter(function(href){return imported.indexOf('import("'+href+'")')<0});\
function revive(){inerts.forEach(function(inert){\
var script=document.createElement('script');script.type='module';script.nonce=inert.nonce;\
script.textContent=inert.textContent;inert.replaceWith(script)})}\
var channel=new MessageChannel();var at=0;\
function next(){if(linked<preloads.length){preloads.slice(linked,linked+=${PRELOADS_PER_TASK}).forEach(preload);\
return channel.port2.postMessage(0)}var href=early[at++];if(!href)return revive();\
import(href).then(function(){channel.port2.postMessage(0)},revive)}\
channel.port1.onmessage=next;next()}\
var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];\
if(document.visibilityState==='hidden'||types.indexOf('paint')<0)return start();\
new PerformanceObserver(function(list,observer){observer.disconnect();start()}).observe({type:'paint',buffered:true});\
document.addEventListener('visibilitychange',start,{once:true})})()`
