import { type ItemList, selectItem } from '@forecourt/domain/analytics/events'
import type { MouseEvent, ReactNode } from 'react'
import { pushEvent } from '~/analytics/push'
import { CardWatchlistButton } from '~/cars/components/watchlist-button'
import { ServerRendered } from '~/components/server-rendered'
import { SiteLink } from '~/components/site-link'
import type { VehicleCardView } from '../vehicle-card-view'
import { CompareButton } from './compare-button'
import { FavouriteButton } from './favourite-button'
import { VehicleCardImage } from './vehicle-card-image'

export function VehicleCard({
  card,
  eager,
  priority = false,
  list,
  children,
}: {
  card: VehicleCardView
  eager: boolean
  /** The first card of a results page: its photo is the page's largest picture on a phone. */
  priority?: boolean
  /** The list the card is in and its place there: following its links is a `select_item` (issue 34). */
  list?: { list: ItemList; index: number }
  /** Last in the card, under its buttons (one per model: the link to the model's other cars). */
  children?: ReactNode
}) {
  const titleId = `vehicle-${card.id}-title`
  const selected = list
    ? (event: MouseEvent) => {
        if (event.target instanceof Element && event.target.closest('a'))
          pushEvent(selectItem(list.list, card.analytics, list.index))
      }
    : undefined
  return (
    <article aria-labelledby={titleId} className="vehicle-card">
      <VehicleCardImage card={card} eager={eager} priority={priority} />
      <div className="card-body">
        <ServerRendered as="div" of={card} className="contents" onClick={selected}>
          <CardSummary card={card} titleId={titleId} />
        </ServerRendered>
        <CardTools card={card} />
        {children}
      </div>
    </article>
  )
}

/** What the card says and its links: plain HTML, sent once and kept (ServerRendered). */
function CardSummary({ card, titleId }: { card: VehicleCardView; titleId: string }) {
  return (
    <>
      <div>
        <h3 id={titleId} className="card-title">
          <SiteLink to={card.href}>{card.title}</SiteLink>
        </h3>
        {card.featured ? <p className="card-featured tag-primary">{card.featured}</p> : null}
        {card.badge ? <p className="text-sm text-ink-muted">{card.badge}</p> : null}
      </div>
      <CardPrice card={card} />
      {card.facts.length > 0 ? (
        <ul className="card-facts" aria-label="Key facts">
          {card.facts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      {card.location ? <p className="text-sm">{card.location}</p> : null}
      {card.distance ? <p className="card-distance">{card.distance}</p> : null}
      <div className="card-actions">
        {card.buttons.map((button, index) => (
          <SiteLink
            key={button.id}
            to={button.href}
            className={index === 0 ? 'button-primary' : 'button-secondary'}
            aria-label={`${button.label}: ${card.title}`}
          >
            {button.label}
          </SiteLink>
        ))}
      </div>
    </>
  )
}

/** `amount` stands in for the price text (the vehicle page counts it up: AnimatedNumber). */
export function CardPrice({ card, amount }: { card: VehicleCardView; amount?: ReactNode }) {
  const { price, finance } = card
  if (price.kind === 'hidden') return null
  return (
    <div>
      {price.kind === 'onApplication' ? (
        <p className="text-lg font-bold">{price.text}</p>
      ) : (
        <p className="card-price">
          <span>{amount ?? price.text}</span>
          {price.typeLabel ? (
            <span className={price.driveAway ? undefined : 'card-price-type'}>{price.typeLabel}</span>
          ) : null}
        </p>
      )}
      {finance ? (
        <p className="mt-1 text-sm">
          <span>{finance.text}</span> <span className="text-ink-muted">{finance.comparisonText}</span>
        </p>
      ) : null}
    </div>
  )
}

/**
 * The watchlist's Save (a link or a form: it works without JavaScript), the browser's favourite heart and
 * Compare (both kept in browser storage, so shown once scripts run). ADR 050.
 */
function CardTools({ card }: { card: VehicleCardView }) {
  if (!card.watchlist && !card.shortlist.compare && !card.shortlist.favourite) return null
  return (
    <div className={card.watchlist ? 'card-tools' : 'card-tools js-only'}>
      {card.watchlist ? (
        <CardWatchlistButton
          carId={card.id}
          carTitle={card.title}
          carPath={card.href}
          item={card.analytics}
        />
      ) : null}
      {card.shortlist.favourite ? (
        <FavouriteButton card={card} carTitle={card.title} className="card-tool js-only" />
      ) : null}
      {card.shortlist.compare ? (
        <CompareButton card={card} carTitle={card.title} className="card-tool js-only" />
      ) : null}
    </div>
  )
}
