import type { ReactNode } from 'react'

/** One collapsible group of the filter panel; open when it has a refinement or is a main facet. */
export function FacetSection({
  title,
  open,
  children,
}: {
  title: string
  open: boolean
  children: ReactNode
}) {
  return (
    <details open={open} className="group border-b border-line py-3">
      <summary className="facet-summary">
        {title}
        <span aria-hidden="true" className="text-ink-muted group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="mt-2">{children}</div>
    </details>
  )
}
