import { FINANCE_DIALOG_TITLE, FINANCE_FORM_ANCHOR } from '@forecourt/domain/finance/journey'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { FinanceJourney } from '~/finance/components/finance-journey'
import { FinancePageSteps } from '~/finance/components/finance-page-steps'
import { GetFinanceNow } from '~/finance/components/get-finance-now'
import { CarSummaryCard } from '~/leads/components/car-summary-card'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/finance'
import { loadFinance, submitFinanceStep } from './finance.server'

export async function loader(args: Route.LoaderArgs) {
  return loadFinance(args)
}

export async function action(args: Route.ActionArgs) {
  return submitFinanceStep(args)
}

export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args, args.loaderHeaders)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Car Finance | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `Get an instant car finance pre-approval from ${loaderData.siteName}, with no impact on your credit score.`,
    },
    ...(loaderData.indexable ? [] : [{ name: 'robots', content: 'noindex' }]),
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function FinancePage({ loaderData, actionData }: Route.ComponentProps) {
  const { car, carUnavailable } = loaderData
  // A post answered with errors shows the form it came from, even where the panel stands in for it.
  const getFinanceNow = actionData ? null : loaderData.getFinanceNow
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">
        {car ? `Finance the ${car.title}` : 'Car Finance'}
      </h1>
      <p className="mt-3 max-w-2xl text-lg">{FINANCE_DIALOG_TITLE}</p>
      {carUnavailable ? <CarUnavailable /> : null}
      {getFinanceNow ? (
        <div className="mt-6">
          <GetFinanceNow cards={getFinanceNow.cards} priceOptions={getFinanceNow.priceOptions} />
        </div>
      ) : (
        <div className={`mt-6 grid gap-8 ${car ? 'lg:grid-cols-[3fr_2fr]' : ''}`}>
          <section
            id={FINANCE_FORM_ANCHOR}
            aria-label="Finance form"
            className="scroll-mt-24 rounded-lg border border-line bg-surface-raised p-4 sm:p-6"
          >
            <FinanceJourney page={loaderData} />
          </section>
          {car ? (
            <div>
              <CarSummaryCard car={car} href={car.href} />
            </div>
          ) : null}
        </div>
      )}
      <FinancePageSteps />
    </main>
  )
}

function CarUnavailable() {
  return (
    <div className="mt-6 rounded-lg border-2 border-amber-700 bg-amber-50 p-4 text-amber-950">
      <h2 className="text-lg font-bold">We could not find that car</h2>
      <p className="mt-1">
        It may have been sold or is no longer listed. You can still get a finance estimate below, or{' '}
        <SiteLink to="/search" className="font-semibold underline">
          search our stock
        </SiteLink>
        .
      </p>
    </div>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Finance" />
}
