import { GET_FINANCE_NOW } from '@forecourt/domain/finance/journey'
import { SiteLink } from '~/components/site-link'
import { VehicleCard } from '~/search/components/vehicle-card'
import type { VehicleCardView } from '~/search/vehicle-card-view'
import { BudgetOptions } from './budget-options'

/**
 * "With no car id and the call-to-action flag on, the form is replaced by a 'Get Finance Now' panel. It
 * has a heading, a text, a 'Start Finance Journey' button to the used-cars search, 6 featured cars and a
 * 'View All Used Cars' link." (Featured: in stock, more than 1 photo, used.)
 */
export function GetFinanceNow({
  cards,
  priceOptions,
}: {
  cards: VehicleCardView[]
  /** The budget chips' prices. */
  priceOptions: readonly number[]
}) {
  return (
    <section
      aria-labelledby="get-finance-now"
      className="rounded-lg border border-line bg-surface-raised p-4 sm:p-6"
    >
      <h2 id="get-finance-now" className="text-2xl font-bold">
        {GET_FINANCE_NOW.heading}
      </h2>
      <p className="mt-2 text-lg">{GET_FINANCE_NOW.text}</p>
      <SiteLink to={GET_FINANCE_NOW.searchPath} className="button-primary mt-4">
        {GET_FINANCE_NOW.startLabel}
      </SiteLink>
      <BudgetOptions options={priceOptions} searchPath={GET_FINANCE_NOW.searchPath} />
      {cards.length > 0 ? (
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {cards.map((card, index) => (
            <li key={card.id}>
              <VehicleCard card={card} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-6">
        <SiteLink to={GET_FINANCE_NOW.searchPath} className="font-semibold text-brand underline">
          {GET_FINANCE_NOW.viewAllLabel}
        </SiteLink>
      </p>
    </section>
  )
}
