import { Link, useRouteLoaderData } from 'react-router'
import type { loader as rootLoader } from '~/root'
import { useShortlist } from '../shortlist'
import type { VehicleCardView } from '../vehicle-card-view'
import { VehicleCardImage } from './vehicle-card-image'

export function VehicleCard({ card, eager }: { card: VehicleCardView; eager: boolean }) {
  const titleId = `vehicle-${card.id}-title`
  const watched =
    useRouteLoaderData<typeof rootLoader>('root')?.shopper?.savedCarIds.includes(card.id) ?? false
  return (
    <article aria-labelledby={titleId} className="vehicle-card">
      <VehicleCardImage card={card} eager={eager} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div>
          <h3 id={titleId} className="text-lg leading-snug font-bold">
            <Link to={card.href} className="hover:underline">
              {card.title}
            </Link>
          </h3>
          {watched ? (
            <p className="mt-1">
              <span className="inline-flex rounded-full border border-ink px-2 py-0.5 text-sm font-semibold">
                <span aria-hidden="true">★&nbsp;</span>Saved in your watchlist
              </span>
            </p>
          ) : null}
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
        <div className="card-actions mt-auto pt-1">
          {card.buttons.map((button, index) => (
            <Link
              key={button.id}
              to={button.href}
              className={`${index === 0 ? 'button-primary' : 'button-secondary'} text-sm`}
              aria-label={`${button.label}: ${card.title}`}
              // The title already links to the car: one link per address is enough to discover its route.
              discover={button.href === card.href ? 'none' : undefined}
            >
              {button.label}
            </Link>
          ))}
        </div>
        <ShortlistButtons card={card} />
      </div>
    </article>
  )
}

export function CardPrice({ card }: { card: VehicleCardView }) {
  const { price, finance } = card
  if (price.kind === 'hidden') return null
  return (
    <div>
      {price.kind === 'onApplication' ? (
        <p className="text-lg font-bold">{price.text}</p>
      ) : (
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="text-2xl font-bold">{price.text}</span>
          {price.typeLabel ? (
            <span className={price.driveAway ? 'text-2xl font-bold' : 'text-sm text-ink-muted'}>
              {price.typeLabel}
            </span>
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

function ShortlistButtons({ card }: { card: VehicleCardView }) {
  const shortlist = useShortlist()
  if (!card.shortlist.compare && !card.shortlist.favourite) return null
  const saved = shortlist.isFavourite(card.id)
  const compared = shortlist.isCompared(card.id)
  return (
    <div className="js-only flex gap-2 border-t border-line pt-3 text-sm">
      {card.shortlist.favourite ? (
        <button
          type="button"
          className="card-tool"
          aria-pressed={saved}
          aria-label={`${saved ? 'Saved' : 'Save'}: ${card.title}`}
          onClick={() => shortlist.toggleFavourite(card)}
        >
          {saved ? 'Saved' : 'Save'}
        </button>
      ) : null}
      {card.shortlist.compare ? (
        <button
          type="button"
          className="card-tool"
          aria-pressed={compared}
          aria-label={`Compare: ${card.title}`}
          onClick={() => shortlist.toggleCompare(card.id)}
        >
          {compared ? 'Comparing' : 'Compare'}
        </button>
      ) : null}
    </div>
  )
}
