import type { ItemList } from '@forecourt/domain/analytics/events'
import { useMemo } from 'react'
import { useItemListView } from '~/analytics/use-item-list-view'
import type { VehicleCardView } from '../vehicle-card-view'
import { VehicleCard } from './vehicle-card'

/**
 * A short list of cars below a page's main content (similar cars, featured cars): the results page's
 * own cards, their photos loaded when scrolled near. Analytics sees the list shown and the car chosen.
 */
export function VehicleCardList({
  list,
  cards,
  className,
}: {
  list: ItemList
  cards: readonly VehicleCardView[]
  className: string
}) {
  const items = useMemo(() => cards.map((card) => card.analytics), [cards])
  useItemListView(list, items)
  return (
    <ul className={className}>
      {cards.map((card, index) => (
        <li key={card.id}>
          <VehicleCard card={card} eager={false} list={{ list, index }} />
        </li>
      ))}
    </ul>
  )
}
