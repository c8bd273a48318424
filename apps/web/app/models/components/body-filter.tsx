import { SiteLink } from '~/components/site-link'

/** Links to /models and to each body of the range; the one shown is marked as the current page. */
export function BodyFilter({
  categories,
  current,
}: {
  categories: { name: string; href: string }[]
  current: string | null
}) {
  const links = [{ name: 'All models', href: '/models', active: current === null }].concat(
    categories.map((category) => ({ ...category, active: category.name === current })),
  )
  return (
    <nav aria-label="Body types" className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {links.map((link) => (
          <li key={link.href}>
            <SiteLink
              to={link.href}
              aria-current={link.active ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${
                link.active ? 'border-brand bg-brand text-on-brand' : 'border-line bg-surface-raised'
              }`}
            >
              {link.name}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  )
}
