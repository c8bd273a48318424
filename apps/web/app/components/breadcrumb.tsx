import { SiteLink } from './site-link'

/** 'Parent / Current page' above a detail page's heading. */
export function Breadcrumb({ parent, current }: { parent: { to: string; label: string }; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="text-sm">
      <SiteLink to={parent.to} className="underline">
        {parent.label}
      </SiteLink>{' '}
      / <span aria-current="page">{current}</span>
    </nav>
  )
}
