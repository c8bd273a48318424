import { Form, useNavigation } from 'react-router'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { answerHeaders } from '~/route-headers'
import { PrizeWheel } from '~/spin-to-win/components/prize-wheel'
import type { Route } from './+types/spin-to-win'
import { loadSpinPage, spin } from './spin-to-win.server'

export async function loader(args: Route.LoaderArgs) {
  return loadSpinPage(args)
}

export async function action(args: Route.ActionArgs) {
  return spin(args)
}

/** The page speaks to one signed-in shopper: never cached for anyone else; a refusal's Retry-After kept. */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args, new Headers({ 'Cache-Control': 'private, no-cache' }))
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `${loaderData.promotion?.title ?? 'Spin to win'} | ${loaderData.siteName}` },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function SpinToWinPage({ loaderData, actionData }: Route.ComponentProps) {
  const { promotion, signInHref, firstName, outcome } = loaderData
  const spinning = useNavigation().state === 'submitting'
  if (!promotion) {
    return (
      <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
        <h1 className="text-3xl font-bold tracking-tight">Spin to win</h1>
        <p className="mt-3 text-lg">There is no promotion running right now. Please check back soon.</p>
        <SiteLink to="/search" className="button-primary mt-6 inline-flex">
          Browse our stock
        </SiteLink>
      </main>
    )
  }
  return (
    <main id="main" className="mx-auto w-full max-w-3xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{promotion.title}</h1>
      {promotion.intro ? <p className="mt-3 text-lg">{promotion.intro}</p> : null}
      {promotion.endsOn ? <p className="mt-1 text-ink-muted">Ends {promotion.endsOn}.</p> : null}

      <div className="mt-8 grid gap-8 sm:grid-cols-[auto_1fr] sm:items-center">
        <PrizeWheel prizes={promotion.prizes} spun={outcome !== null || spinning} />
        <section aria-labelledby="prizes-heading">
          <h2 id="prizes-heading" className="text-xl font-bold">
            Prizes
          </h2>
          <ul className="mt-2 list-disc pl-5">
            {promotion.prizes.map((prize) => (
              <li key={prize}>{prize}</li>
            ))}
          </ul>
        </section>
      </div>

      <section aria-label="Your spin" className="mt-8 rounded-lg border border-line bg-surface-raised p-6">
        {outcome ? (
          <div role="status" data-testid="spin-outcome" data-won={outcome.won}>
            <h2 className="text-2xl font-bold">{outcome.heading}</h2>
            <p className="mt-2">{outcome.body}</p>
            <p className="mt-2 text-ink-muted">One spin per person for this promotion.</p>
          </div>
        ) : signInHref ? (
          <div>
            <p className="text-lg">Sign in with your mobile to take your one spin.</p>
            <SiteLink to={signInHref} className="button-primary mt-4 inline-flex">
              Sign in to spin
            </SiteLink>
          </div>
        ) : (
          <Form method="post">
            <p className="text-lg">{firstName ? `${firstName}, you` : 'You'} have one spin. Good luck!</p>
            {actionData?.error ? (
              <p role="alert" className="mt-3 rounded-md border-2 border-red-700 bg-red-50 p-3 text-red-900">
                {actionData.error}
              </p>
            ) : null}
            <label className="mt-4 flex items-start gap-2">
              <input type="checkbox" name="acceptTerms" className="mt-1 size-4" required />
              <span>I accept the terms and conditions below.</span>
            </label>
            <button
              type="submit"
              name="intent"
              value="spin"
              className="button-primary mt-4"
              disabled={spinning}
            >
              {spinning ? 'Spinning…' : 'Spin the wheel'}
            </button>
          </Form>
        )}
      </section>

      <section aria-labelledby="terms-heading" className="mt-8">
        <h2 id="terms-heading" className="text-xl font-bold">
          Terms and conditions
        </h2>
        <p className="mt-2 whitespace-pre-line text-ink-muted">{promotion.terms}</p>
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Spin to win" />
}
