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
    <details open={open} className="facet-section">
      <summary>{title}</summary>
      <div>{children}</div>
    </details>
  )
}
