import { describe, expect, it } from 'vitest'
import { mainThreadTasks, type TraceEvent, UNTRACED } from './trace-tasks.ts'

const page = 'PAGE-FRAME'
const logo = 'SVG-IMAGE-FRAME'
const renderer = { pid: 2, tid: 7 }

/** A complete event on the page's renderer main thread; times in milliseconds from navigation start. */
function slice(name: string, startMs: number, durationMs: number, args?: TraceEvent['args']): TraceEvent {
  return { name, ph: 'X', ts: 1_000_000 + startMs * 1000, dur: durationMs * 1000, ...renderer, args }
}

const trace: TraceEvent[] = [
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 7, args: { name: 'CrRendererMain' } },
  { name: 'thread_name', ph: 'M', ts: 0, pid: 2, tid: 9, args: { name: 'Compositor' } },
  {
    name: 'TracingStartedInBrowser',
    ph: 'I',
    ts: 900_000,
    pid: 1,
    tid: 1,
    args: { data: { frames: [{ frame: page }, { frame: 'AD-FRAME', parent: page }] } },
  },
  {
    name: 'navigationStart',
    ph: 'R',
    ts: 1_000_000,
    ...renderer,
    args: { frame: page, data: { documentLoaderURL: 'http://harbourside-volkswagen.localhost/cars/1' } },
  },
  { name: 'firstContentfulPaint', ph: 'R', ts: 1_200_000, ...renderer, args: { frame: page } },
  // Before first paint: the page's own first layout.
  slice('RunTask', 100, 40),
  slice('Layout', 100, 30, { beginData: { frame: page } }),
  // Too short to list.
  slice('RunTask', 150, 5),
  // After first paint: the logo laid out again, inside the parser's task.
  slice('RunTask', 250, 60),
  slice('DecodedDataDocumentParser::AppendBytes', 250, 60),
  slice('Layout', 260, 38, { beginData: { frame: logo } }),
  // Hydration: a script whose function calls hold 20 of its 30 ms.
  slice('RunTask', 400, 32),
  slice('FunctionCall', 400, 30, { data: { url: 'http://x.localhost/assets/react-dom-BFGWVonq.js?v=1' } }),
  slice('V8.GC_SCAVENGER', 410, 10),
  // Another thread's long task is not the page's.
  { name: 'RunTask', ph: 'X', ts: 1_300_000, dur: 90_000, pid: 2, tid: 9 },
]

describe('mainThreadTasks', () => {
  const tasks = mainThreadTasks(trace, 12.5)

  it('lists the renderer main thread tasks over the threshold, timed from navigation start', () => {
    expect(tasks.map((task) => [task.startMs, task.durationMs])).toEqual([
      [100, 40],
      [250, 60],
      [400, 32],
    ])
  })

  it('says which tasks ended before the first contentful paint', () => {
    expect(tasks.map((task) => task.beforeFirstPaint)).toEqual([true, false, false])
  })

  it('gives each kind of work its own time, less what ran inside it, and the rest to no event', () => {
    expect(tasks[1]?.work).toEqual([
      { name: 'Layout', selfMs: 38 },
      { name: 'DecodedDataDocumentParser::AppendBytes', selfMs: 22 },
    ])
    expect(tasks[0]?.work).toEqual([
      { name: 'Layout', selfMs: 30 },
      { name: UNTRACED, selfMs: 10 },
    ])
    expect(tasks[2]?.work).toEqual([
      { name: 'FunctionCall', selfMs: 20 },
      { name: 'V8.GC_SCAVENGER', selfMs: 10 },
      { name: UNTRACED, selfMs: 2 },
    ])
  })

  it("counts layout of another document (an SVG image's) apart from the page's own", () => {
    expect(tasks.map((task) => task.otherDocumentLayoutMs)).toEqual([0, 38, 0])
  })

  it('names the scripts that ran by file', () => {
    expect(tasks[2]?.scripts).toEqual(['react-dom-BFGWVonq.js'])
  })

  it('finds nothing in a trace without a renderer main thread', () => {
    expect(
      mainThreadTasks(
        trace.filter((event) => event.ph !== 'M'),
        12.5,
      ),
    ).toEqual([])
  })
})
