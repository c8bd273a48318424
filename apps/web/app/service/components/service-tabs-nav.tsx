import { Link } from 'react-router'

/**
 * The service page's tabs as links (`/service?tab=…`), so each tab has an address of its own and works
 * without JavaScript; the open one is marked as the current page. On phones the tabs share the row in
 * equal columns, their names wrapping within them, rather than one tab dropping to a line of its own.
 */
export function ServiceTabsNav({ tabs }: { tabs: { name: string; path: string; selected: boolean }[] }) {
  if (tabs.length < 2) return null
  return (
    <nav aria-label="Service booking" className="mt-8 border-b border-line">
      <ul className="-mb-px grid auto-cols-fr grid-flow-col gap-1 sm:flex sm:flex-wrap">
        {tabs.map((tab) => (
          <li key={tab.name} className="flex">
            <Link
              to={tab.path}
              preventScrollReset
              aria-current={tab.selected ? 'page' : undefined}
              className={`inline-flex min-h-11 w-full items-center justify-center border-b-2 px-2 py-1 text-center leading-snug font-semibold sm:px-4 ${
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
