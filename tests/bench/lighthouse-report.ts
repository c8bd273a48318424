import type { Result } from 'lighthouse'
import { formatTable } from './table.ts'
import { type MainThreadTask, mainThreadTasks, type TraceEvent } from './trace-tasks.ts'

/** The figures of one page's median Lighthouse run, the issue's targets, and the audits it fails. */

export interface PageFigures {
  site: string
  page: string
  url: string
  /** Performance score of every run, 0-100, in run order. */
  runScores: number[]
  /**
   * Total Blocking Time of every run, in run order: the median run (Lighthouse's choice, by FCP and TTI)
   * need not have the median TBT, and TBT moves by tens of milliseconds between runs.
   */
  runTbtMs: number[]
  score: number
  fcpMs: number
  lcpMs: number
  tbtMs: number
  cls: number
  speedIndexMs: number
  failing: FailingAudit[]
  /** Lighthouse's simulated CPU slowdown (4 on its mobile defaults): observed task times are multiplied by it. */
  cpuSlowdown: number
  /** The median run's main-thread tasks of 50 ms or more at that slowdown: the ones TBT can count. */
  longTasks: MainThreadTask[]
}

export interface FailingAudit {
  id: string
  title: string
  score: number | null
  /** Estimated savings per metric (ms, CLS unitless), as Lighthouse states them. */
  metricSavings: Record<string, number>
  savingsBytes: number | null
  displayValue: string | null
}

export const targets = { score: 95, lcpMs: 1800, tbtMs: 150, cls: 0.02 } as const

/** A task blocks for what it takes over 50 ms (TBT's definition). */
const LONG_TASK_MS = 50

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN

/** Audits of the performance category, metrics aside, scored below 0.9: Lighthouse's opportunities. */
function failingAudits(lhr: Result): FailingAudit[] {
  const references = lhr.categories.performance?.auditRefs ?? []
  return references
    .filter((reference) => reference.group !== 'metrics')
    .map((reference) => lhr.audits[reference.id])
    .filter((audit) => audit !== undefined)
    .filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        !['notApplicable', 'manual', 'error'].includes(audit.scoreDisplayMode),
    )
    .map((audit) => {
      const details = audit.details as { overallSavingsBytes?: number } | undefined
      return {
        id: audit.id,
        title: audit.title,
        score: audit.score,
        metricSavings: Object.fromEntries(
          Object.entries(audit.metricSavings ?? {}).filter(([, value]) => (value ?? 0) > 0),
        ) as Record<string, number>,
        savingsBytes: details?.overallSavingsBytes ?? null,
        displayValue: audit.displayValue ?? null,
      }
    })
    .sort((a, b) => weight(b) - weight(a) || (a.score ?? 0) - (b.score ?? 0))
}

/** Milliseconds saved on the slowest-scored metrics first, then layout shift, then bytes. */
function weight(audit: FailingAudit): number {
  const { LCP = 0, FCP = 0, TBT = 0, CLS = 0 } = audit.metricSavings
  return Math.max(LCP, FCP, TBT) * 1000 + CLS * 1e6 + (audit.savingsBytes ?? 0) / 1024
}

export function pageFigures(
  site: string,
  page: string,
  lhr: Result,
  runs: { scores: number[]; tbtMs: number[] },
  trace: readonly TraceEvent[],
): PageFigures {
  const cpuSlowdown = lhr.configSettings.throttling?.cpuSlowdownMultiplier ?? 1
  return {
    site,
    page,
    url: lhr.finalDisplayedUrl,
    runScores: runs.scores,
    runTbtMs: runs.tbtMs,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    failing: failingAudits(lhr),
    cpuSlowdown,
    longTasks: mainThreadTasks(trace, LONG_TASK_MS / cpuSlowdown),
  }
}

const seconds = (ms: number) => (Number.isNaN(ms) ? 'n/a' : `${(ms / 1000).toFixed(2)} s`)
const mark = (text: string, met: boolean) => `${text}${met ? ' ' : '*'}`

export function figuresTable(pages: readonly PageFigures[]): string {
  return formatTable(
    [
      'site',
      'page',
      `score (>=${targets.score})`,
      'runs',
      'FCP',
      `LCP (<${targets.lcpMs / 1000} s)`,
      `TBT (<${targets.tbtMs} ms)`,
      'TBT each run (ms)',
      `CLS (<${targets.cls})`,
      'Speed Index',
    ],
    pages.map((page) => [
      page.site,
      page.page,
      mark(String(page.score), page.score >= targets.score),
      page.runScores.join('/'),
      seconds(page.fcpMs),
      mark(seconds(page.lcpMs), page.lcpMs < targets.lcpMs),
      mark(`${Math.round(page.tbtMs)} ms`, page.tbtMs < targets.tbtMs),
      page.runTbtMs.join('/'),
      mark(page.cls.toFixed(3), page.cls < targets.cls),
      seconds(page.speedIndexMs),
    ]),
    2,
  )
}

function savings(audit: FailingAudit): string {
  const parts = Object.entries(audit.metricSavings).map(([metric, value]) =>
    metric === 'CLS' ? `${metric} ${value.toFixed(3)}` : `${metric} ${Math.round(value)} ms`,
  )
  if (audit.savingsBytes) parts.push(`${Math.round(audit.savingsBytes / 1024)} KiB`)
  if (parts.length === 0 && audit.displayValue) parts.push(audit.displayValue)
  return parts.join(', ')
}

export function failingAuditsReport(pages: readonly PageFigures[], perPage: number): string {
  return pages
    .map((page) => {
      const lines = page.failing
        .slice(0, perPage)
        .map((audit) => `  - ${audit.title}${savings(audit) ? `: ${savings(audit)}` : ''}`)
      return [`${page.site} ${page.page} (${page.url})`, ...(lines.length ? lines : ['  (none)'])].join('\n')
    })
    .join('\n')
}

const ms = (value: number) => `${Math.round(value)} ms`

function taskLine(task: MainThreadTask, slowdown: number): string {
  const work = task.work
    .filter((kind) => kind.selfMs >= 0.1)
    .slice(0, 4)
    .map((kind) => `${kind.name} ${kind.selfMs.toFixed(1)}`)
    .join(', ')
  const notes = [
    task.beforeFirstPaint ? 'before first paint' : '',
    task.otherDocumentLayoutMs >= 1
      ? `layout of another document ${task.otherDocumentLayoutMs.toFixed(1)} ms`
      : '',
    task.scripts.length ? `scripts ${task.scripts.slice(0, 3).join(', ')}` : '',
  ].filter(Boolean)
  return `  ${ms(task.startMs).padStart(8)}  ${ms(task.durationMs * slowdown).padStart(6)} (${task.durationMs.toFixed(1)} observed)  ${work}${notes.length ? ` [${notes.join('; ')}]` : ''}`
}

/**
 * Each page's long tasks in its median run: when it started after navigation (observed), its length at the
 * slowdown, the work inside it (observed ms, self time), and whether it came before first paint, laid out
 * another document (an SVG image is one) or ran scripts.
 */
export function longTasksReport(pages: readonly PageFigures[]): string {
  return pages
    .map((page) => {
      const lines = page.longTasks.map((task) => taskLine(task, page.cpuSlowdown))
      return [`${page.site} ${page.page}`, ...(lines.length ? lines : ['  (none)'])].join('\n')
    })
    .join('\n')
}
