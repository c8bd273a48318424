/**
 * Pages the render thread could have rendered but that rendered on the request's thread instead
 * (ADR 041): an error page (React Router's errors do not copy) or data that does not copy (a promise
 * streamed after the shell). Error pages are expected; a page whose data stops copying after an upgrade
 * of React Router is the seam breaking quietly, so it is counted here and logged.
 */
export type RenderFallbackReason = 'error-page' | 'not-copyable'

export interface RenderFallbackCounts {
  /** `forecourt_render_thread_fallbacks_total{reason}` */
  byReason: Record<RenderFallbackReason, number>
  /** Not-copyable fallbacks by the deepest matched route id. */
  notCopyableByRoute: Record<string, number>
}

/** A not-copyable fallback is logged the first time for its route, then every this many times. */
export const LOG_EVERY = 100

export function createRenderFallbacks(warn: (fields: Record<string, unknown>, message: string) => void) {
  const byReason: Record<RenderFallbackReason, number> = { 'error-page': 0, 'not-copyable': 0 }
  const notCopyableByRoute = new Map<string, number>()
  return {
    note(reason: RenderFallbackReason, routeId: string) {
      byReason[reason] += 1
      if (reason !== 'not-copyable') return
      const count = (notCopyableByRoute.get(routeId) ?? 0) + 1
      notCopyableByRoute.set(routeId, count)
      if (count === 1 || count % LOG_EVERY === 0) {
        warn(
          { routeId, count },
          "Page rendered on the request's thread: its data could not be copied to the render thread",
        )
      }
    },
    counts(): RenderFallbackCounts {
      return { byReason: { ...byReason }, notCopyableByRoute: Object.fromEntries(notCopyableByRoute) }
    },
  }
}
