import { type ReactNode, useEffect, useRef } from 'react'

/**
 * A multi-step form's heading. After a step the next one arrives without a page load (with JavaScript),
 * so focus moves to its heading and screen readers announce the new step.
 */
export function StepHeading({ step, id, children }: { step: number; id: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef(step)
  useEffect(() => {
    if (shown.current !== step) heading.current?.focus()
    shown.current = step
  }, [step])
  return (
    <h2 id={id} ref={heading} tabIndex={-1} className="text-2xl font-bold focus:outline-none">
      {children}
    </h2>
  )
}
