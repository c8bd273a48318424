/**
 * The long tasks of a page load's main thread in a Chromium trace (Lighthouse's `artifacts.Trace`), and
 * what each spent its time on: the breakdown Lighthouse's own audits give only per script or per category.
 */

/** The part of a Chromium trace event read here. */
export interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: {
    name?: string
    frame?: string
    beginData?: { frame?: string }
    data?: {
      frame?: string
      url?: string
      documentLoaderURL?: string
      frames?: { frame: string; parent?: string }[]
    }
  }
}

export interface TraceWork {
  name: string
  /** Time in this kind of event, less the events it contains. */
  selfMs: number
}

export interface MainThreadTask {
  /** From the page's navigation start. */
  startMs: number
  durationMs: number
  /** The task ran before the page's first contentful paint, where TBT does not count it. */
  beforeFirstPaint: boolean
  /** The kinds of work inside the task, most time first. */
  work: TraceWork[]
  /** Scripts that ran in the task (file names), longest first. */
  scripts: string[]
  /**
   * Layout of documents other than the page's own: an SVG image (each is a document of its own, laid out
   * at every size it is drawn) or a frame.
   */
  otherDocumentLayoutMs: number
}

const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask'])
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile'])
/** The name given to a task's time that no event inside it accounts for. */
export const UNTRACED = '(in no traced event)'

/** The renderer thread that ran the page: the busiest `CrRendererMain`. */
function mainThread(events: readonly TraceEvent[]): { pid: number; tid: number } | null {
  const rendererMains = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  )
  const counts = new Map<string, number>()
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`
    if (event.ph === 'X' && rendererMains.has(key)) counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  const busiest = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0]
  if (!busiest) return null
  const [pid, tid] = busiest.split(':').map(Number)
  return { pid: pid ?? 0, tid: tid ?? 0 }
}

function mainFrame(events: readonly TraceEvent[]): string | null {
  const started = events.find((event) => event.name === 'TracingStartedInBrowser')
  return started?.args?.data?.frames?.find((frame) => !frame.parent)?.frame ?? null
}

const fileName = (url: string) => url.split(/[?#]/, 1)[0]?.split('/').pop() || url

/** The main thread's tasks of at least `minMs`, in the order they ran. */
export function mainThreadTasks(events: readonly TraceEvent[], minMs: number): MainThreadTask[] {
  const thread = mainThread(events)
  if (!thread) return []
  const frame = mainFrame(events)
  const navigation = events.find(
    (event) =>
      event.name === 'navigationStart' &&
      (frame === null || event.args?.frame === frame) &&
      /^https?:/.test(event.args?.data?.documentLoaderURL ?? ''),
  )
  const firstPaint = events.find(
    (event) => event.name === 'firstContentfulPaint' && (frame === null || event.args?.frame === frame),
  )
  const onThread = events
    .filter((event) => event.ph === 'X' && event.pid === thread.pid && event.tid === thread.tid)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0))
  const origin = navigation?.ts ?? onThread[0]?.ts ?? 0

  const tasks: MainThreadTask[] = []
  for (let index = 0; index < onThread.length; index++) {
    const task = onThread[index]
    if (!task || !TASK_NAMES.has(task.name) || (task.dur ?? 0) < minMs * 1000) continue
    const end = task.ts + (task.dur ?? 0)
    const inside: TraceEvent[] = []
    for (let next = index + 1; next < onThread.length; next++) {
      const event = onThread[next]
      if (!event || event.ts >= end) break
      if (!TASK_NAMES.has(event.name)) inside.push(event)
    }
    tasks.push(describeTask(task, inside, { origin, frame, firstPaintTs: firstPaint?.ts ?? null }))
  }
  return tasks
}

function describeTask(
  task: TraceEvent,
  inside: readonly TraceEvent[],
  page: { origin: number; frame: string | null; firstPaintTs: number | null },
): MainThreadTask {
  // Self time: each event's duration less that of the events directly inside it.
  const self = new Map<TraceEvent, number>()
  const open: TraceEvent[] = []
  for (const event of inside) {
    while (open.length > 0) {
      const last = open[open.length - 1] as TraceEvent
      if (last.ts + (last.dur ?? 0) > event.ts) break
      open.pop()
    }
    const parent = open[open.length - 1]
    if (parent) self.set(parent, (self.get(parent) ?? 0) - (event.dur ?? 0))
    self.set(event, (self.get(event) ?? 0) + (event.dur ?? 0))
    open.push(event)
  }
  const byName = new Map<string, number>()
  for (const [event, micros] of self) byName.set(event.name, (byName.get(event.name) ?? 0) + micros)
  // What the task spent outside every event inside it (V8 and the scheduler do work they do not trace).
  const traced = [...self.values()].reduce((sum, micros) => sum + micros, 0)
  if ((task.dur ?? 0) > traced) byName.set(UNTRACED, (task.dur ?? 0) - traced)

  const scripts = new Map<string, number>()
  let otherDocumentLayout = 0
  for (const event of inside) {
    const url = event.args?.data?.url
    if (SCRIPT_EVENTS.has(event.name) && url) {
      scripts.set(fileName(url), Math.max(scripts.get(fileName(url)) ?? 0, event.dur ?? 0))
    }
    const layoutFrame = event.args?.beginData?.frame
    if (event.name === 'Layout' && page.frame !== null && layoutFrame && layoutFrame !== page.frame) {
      otherDocumentLayout += event.dur ?? 0
    }
  }

  return {
    startMs: (task.ts - page.origin) / 1000,
    durationMs: (task.dur ?? 0) / 1000,
    beforeFirstPaint: page.firstPaintTs !== null && task.ts + (task.dur ?? 0) <= page.firstPaintTs,
    work: [...byName]
      .map(([name, micros]) => ({ name, selfMs: micros / 1000 }))
      .filter((work) => work.selfMs > 0)
      .sort((a, b) => b.selfMs - a.selfMs),
    scripts: [...scripts].sort((a, b) => b[1] - a[1]).map(([name]) => name),
    otherDocumentLayoutMs: otherDocumentLayout / 1000,
  }
}
