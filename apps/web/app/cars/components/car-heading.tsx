import { formatAud } from '@forecourt/domain/vehicle-card/price'
import { PRICE_ANIMATION_MS } from '@forecourt/domain/vehicle-page/number-animation'
import { CardPrice } from '~/search/components/vehicle-card'
import type { CarPageView } from '../car-page-view.server'
import { AnimatedNumber } from './animated-number'

/** The car's name, badge, status tag and price (counted up), as the results card shows them. */
export function CarHeading({ view }: { view: CarPageView }) {
  const tag = view.soldTag ? { label: view.soldTag, tone: 'dark' } : view.card.tag
  return (
    <header className="space-y-2">
      {tag ? (
        <p className={`tag-${tag.tone} inline-block rounded px-2 py-1 text-xs font-bold tracking-wide`}>
          {tag.label}
        </p>
      ) : null}
      <h1 className="text-3xl leading-tight font-bold tracking-tight">{view.title}</h1>
      {view.subtitle ? <p className="text-lg text-ink-muted">{view.subtitle}</p> : null}
      <CardPrice
        card={view.card}
        amount={
          view.card.price.kind === 'price' ? (
            <AnimatedNumber
              value={view.card.price.amount}
              format={formatAud}
              durationMs={PRICE_ANIMATION_MS}
            />
          ) : undefined
        }
      />
      <p className="text-sm text-ink-muted">
        Stock number {view.stockNumber} · {view.location.name}
      </p>
    </header>
  )
}
