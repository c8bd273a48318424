import type { ReactNode } from 'react'

/**
 * A preview with 'View more' / 'View less' (or other labels) that works without JavaScript: a disclosure
 * whose summary reads the right way round, and whose preview hides while it is open.
 */
export function ExpandableText({
  preview,
  truncated,
  more,
  less,
  children,
  className,
}: {
  preview: string
  truncated: boolean
  more: string
  less: string
  children: ReactNode
  className?: string
}) {
  if (!truncated) return <div className={className}>{children}</div>
  return (
    <div className={`expandable ${className ?? ''}`}>
      <p className="expandable-preview">{preview}</p>
      <details>
        <summary className="cursor-pointer font-semibold text-brand underline">
          <span className="expandable-more">{more}</span>
          <span className="expandable-less">{less}</span>
        </summary>
        {children}
      </details>
    </div>
  )
}
