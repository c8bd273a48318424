import { Link } from 'react-router'

/**
 * The service page's tabs as links (`/service?tab=…`), so each tab has an address of its own and works
 * without JavaScript; the open one is marked as the current page.
 */
export function ServiceTabsNav({ tabs }: { tabs: { name: string; path: string; selected: boolean }[] }) {
  if (tabs.length < 2) return null
  return (
    <nav aria-label="Service booking" className="mt-8 border-b border-line">
      <ul className="-mb-px flex flex-wrap gap-1">
        {tabs.map((tab) => (
          <li key={tab.name}>
            <Link
              to={tab.path}
              preventScrollReset
              aria-current={tab.selected ? 'page' : undefined}
              className={`inline-flex min-h-11 items-center border-b-2 px-4 font-semibold ${
                tab.selected ? 'border-brand text-ink' : 'border-transparent text-ink-muted hover:text-ink'
              }`}
            >
              {tab.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
