import { animatedNumber, animatesNumber } from '@forecourt/domain/vehicle-page/number-animation'
import { useEffect, useRef } from 'react'

/**
 * A number that counts up from 0 the first time it comes into view (stock document section 9: 2.5 s, 2 s
 * for a price). The server renders the final number, so a page without scripts, and a shopper who prefers
 * reduced motion, simply see it. Its final width is kept from the start (tabular digits, a minimum width
 * of its final length), so the count never moves what is around it.
 *
 * Each frame writes the element's text itself rather than rendering through React: a render per frame for
 * 2 to 2.5 s kept the main thread busy while the page was still loading (ADR 068). React's own text is the
 * final number, which the count ends on and a cleanup puts back.
 */
export function AnimatedNumber({
  value,
  format,
  durationMs,
  className = '',
}: {
  value: number
  format: (value: number) => string
  durationMs: number
  className?: string
}) {
  const element = useRef<HTMLSpanElement>(null)
  useEffect(() => {
    const target = element.current
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    if (!target || !animatesNumber(value, reduced) || typeof IntersectionObserver === 'undefined') return
    const show = (shown: number) => {
      const text = format(shown)
      if (target.firstChild instanceof Text) target.firstChild.nodeValue = text
      else target.textContent = text
      target.dataset.animatedNumber = shown === value ? 'done' : 'counting'
    }
    let frame = 0
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      let start: number | null = null
      const step = (time: number) => {
        start ??= time
        const elapsed = time - start
        show(animatedNumber(value, elapsed, durationMs))
        if (elapsed < durationMs) frame = window.requestAnimationFrame(step)
      }
      show(0)
      frame = window.requestAnimationFrame(step)
    })
    observer.observe(target)
    return () => {
      observer.disconnect()
      window.cancelAnimationFrame(frame)
      show(value)
    }
  }, [value, format, durationMs])
  const final = format(value)
  return (
    <span
      ref={element}
      className={`inline-block whitespace-nowrap tabular-nums ${className}`}
      style={{ minWidth: `${final.length}ch` }}
      data-animated-number="done"
    >
      {final}
    </span>
  )
}
