/**
 * Counting numbers up on the vehicle page (stock document section 9): "Number animation 2.5 s (2 s for
 * price)." A shopper who asks for reduced motion sees the number at once. The page renders the final
 * number; the count runs in the browser from 0 to it.
 */

export const NUMBER_ANIMATION_MS = 2500
export const PRICE_ANIMATION_MS = 2000

/** Ease out: quick at first, settling on the number. */
function easeOutCubic(progress: number): number {
  return 1 - (1 - progress) ** 3
}

/** The whole number shown `elapsedMs` into a count to `target` lasting `durationMs`. */
export function animatedNumber(target: number, elapsedMs: number, durationMs: number): number {
  if (!(durationMs > 0) || elapsedMs >= durationMs) return target
  const progress = Math.max(0, elapsedMs) / durationMs
  return Math.round(target * easeOutCubic(progress))
}

/** Whether a count runs at all: not under `prefers-reduced-motion`, and not for a number at 0. */
export function animatesNumber(target: number, prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion && Number.isFinite(target) && target !== 0
}
