import { Link } from 'react-router'

/** 'Parent / Current page' above a detail page's heading. */
export function Breadcrumb({ parent, current }: { parent: { to: string; label: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <Link to={parent.to} className="underline">
        {parent.label}
      </Link>{' '}
      / <span aria-current="page">{current}</span>
    </nav>
  )
}
