import { useLocation } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { useSearchHistory } from '../search-history-store'

/** The shopper's last searches, offered again (browser only: the server never sees them). */
export function RecentSearches() {
  const history = useSearchHistory()
  const location = useLocation()
  const current = `${location.pathname}${location.search}`
  const others = history.filter((entry) => entry.href !== current)
  if (others.length === 0) return null
  return (
    <nav aria-label="Recent searches" className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">Recent searches:</span>
      {others.map((entry) => (
        <SiteLink key={entry.href} to={entry.href} className="rounded-full bg-line px-3 py-1 hover:underline">
          {entry.label}
        </SiteLink>
      ))}
    </nav>
  )
}
