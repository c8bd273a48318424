import { displayCount } from '@forecourt/domain/search/facet-counts'
import { SEARCH_HITS_PER_PAGE } from '@forecourt/domain/search/facet-panel'
import { promoCardIndex } from '@forecourt/domain/search/promo-card'
import { collapseSoldRuns, onlySoldResults } from '@forecourt/domain/search/sold-collapse'
import { useMemo } from 'react'
import { ITEM_LISTS } from '~/analytics/item-lists'
import { SiteLink } from '~/components/site-link'
import { moreLikeThis } from '../more-like-this'
import type { SearchPageConfig } from '../search-page-config'
import { useSearchView } from '../search-view-context'
import { useSearchAnalytics } from '../use-search-analytics'
import { type CardSettings, vehicleCardView } from '../vehicle-card-view'
import { NoResultsCard } from './no-results-card'
import { PromoCard } from './promo-card'
import { VehicleCard } from './vehicle-card'
import { VehicleCardSkeleton } from './vehicle-card-skeleton'

/** Cards above the fold load their photo at once; the rest wait until they are scrolled near. */
const EAGER_IMAGES = 3

/**
 * The results grid. Loading shows skeleton cards in the same grid (no layout shift); an error keeps the
 * previous cards, without a message (stock spec section 8); no results shows the spec's card.
 */
export function SearchResults({
  settings,
  now,
  refreshPath,
  promo,
}: {
  settings: CardSettings
  now: number
  refreshPath: string
  promo: SearchPageConfig['promo']
}) {
  const { status, results, state, href } = useSearchView()
  const { hits, nbHits, statusCounts, layout } = results
  const cards = useMemo(() => {
    // One per model, each card stands for its model: sold cars are not collapsed into one another.
    const shown =
      layout === 'model'
        ? hits
        : collapseSoldRuns(hits, statusCounts ? onlySoldResults(statusCounts) : undefined)
    return shown.map((hit) => ({
      ...vehicleCardView(hit, settings, new Date(now)),
      more: layout === 'model' ? moreLikeThis(hit, state, href) : null,
    }))
  }, [hits, statusCounts, layout, settings, now, state, href])
  useSearchAnalytics(
    cards.map((card) => card.analytics),
    status === 'stalled',
  )
  if (status === 'stalled') {
    const count = Math.max(Math.min(cards.length, SEARCH_HITS_PER_PAGE), 3)
    return (
      <ol className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true" aria-label="Loading vehicles">
        {Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={index}>
            <VehicleCardSkeleton />
          </li>
        ))}
      </ol>
    )
  }
  if (nbHits === 0) return <NoResultsCard refreshPath={refreshPath} />
  const promoIndex = promo
    ? promoCardIndex(promo.position, cards.length, { strictDisplay: promo.strictDisplay })
    : null
  const promoItem = promo ? (
    <li key="promotion">
      <PromoCard offer={promo.offer} />
    </li>
  ) : null
  return (
    <ol className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" aria-label="Vehicles">
      {cards.map((card, index) => [
        index === promoIndex ? promoItem : null,
        <li key={card.id}>
          <VehicleCard
            card={card}
            eager={index < EAGER_IMAGES}
            priority={index === 0}
            list={{ list: ITEM_LISTS.results, index }}
          >
            {card.more ? (
              <p className="card-more">
                <SiteLink to={card.more.href} aria-label={card.more.accessibleName}>
                  {card.more.label}
                </SiteLink>
              </p>
            ) : null}
          </VehicleCard>
        </li>,
      ])}
      {promoIndex === cards.length ? promoItem : null}
    </ol>
  )
}

/**
 * 'N vehicles', with the spec's rule for counts past the engine's exact limit ('N models' one per model,
 * where the stock's count of cars says nothing).
 */
export function useResultCount(stockTotal: number | null, unrefined: boolean): number {
  const { results } = useSearchView()
  return displayCount(results.nbHits, unrefined && results.layout === 'all' ? stockTotal : null)
}
