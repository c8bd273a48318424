import { RouteError } from '~/components/route-error'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/watchlist-unsubscribe'
import { loadUnsubscribePage, submitUnsubscribe } from './watchlist-unsubscribe.server'

export async function loader(args: Route.LoaderArgs) {
  return loadUnsubscribePage(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitUnsubscribe(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `Price alerts | ${loaderData?.siteName ?? ''}` }, { name: 'robots', content: 'noindex' }]
}

export default function UnsubscribePage({ loaderData, actionData }: Route.ComponentProps) {
  const done = !!actionData || loaderData.alreadyOff
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">Price alerts</h1>
      {done ? (
        <p role="status" className="mt-4 text-lg">
          {actionData?.message ?? 'Price alerts for this car are already off.'}
        </p>
      ) : (
        <form method="post" className="mt-4 grid gap-4">
          <p className="text-lg">Stop texts and emails about price drops for this saved car?</p>
          <input type="hidden" name="token" value={loaderData.token} />
          <div>
            <button type="submit" className="button-primary">
              Stop price alerts
            </button>
          </div>
        </form>
      )}
      <p className="mt-6">
        <a href="/" className="underline">
          Back to {loaderData.siteName}
        </a>
      </p>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This page" />
}
