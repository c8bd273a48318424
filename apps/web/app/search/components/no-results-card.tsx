import {
  CLEAR_FILTERS_LABEL,
  clearFiltersPath,
  NO_RESULTS_TEXT,
  NO_RESULTS_TITLE,
} from '@forecourt/domain/search/empty-results'
import { SiteLink } from '~/components/site-link'

/** Stock spec section 2: the empty results card, with Clear Filters to the dealer's refresh path. */
export function NoResultsCard({ refreshPath }: { refreshPath: string }) {
  return (
    <section
      aria-labelledby="no-results-title"
      className="rounded-lg border border-line bg-surface-raised px-6 py-12 text-center"
    >
      <h2 id="no-results-title" className="text-2xl font-bold">
        {NO_RESULTS_TITLE}
      </h2>
      <p className="mx-auto mt-3 max-w-prose text-ink-muted">{NO_RESULTS_TEXT}</p>
      <SiteLink to={clearFiltersPath(refreshPath)} className="button-primary mt-6">
        {CLEAR_FILTERS_LABEL}
      </SiteLink>
    </section>
  )
}
