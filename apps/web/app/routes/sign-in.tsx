import { useLocation } from 'react-router'
import { SignInFlow } from '~/accounts/components/sign-in-flow'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/sign-in'
import { loadSignInPage, submitSignIn } from './sign-in.server'

export async function loader(args: Route.LoaderArgs) {
  return loadSignInPage(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitSignIn(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `${loaderData.copy.heading} | ${loaderData.siteName}` },
    { name: 'robots', content: 'noindex' },
  ]
}

export default function SignInPage({ loaderData }: Route.ComponentProps) {
  const { copy, params } = loaderData
  // The forms post back to this very address, so the type, redirect and back travel with them.
  const location = useLocation()
  const action = `${location.pathname}${location.search}`
  return (
    <main id="main" className="mx-auto w-full max-w-2xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{copy.heading}</h1>
      <p className="mt-3 text-lg">{copy.intro}</p>
      <div className="mt-6 rounded-lg border border-line bg-surface-raised p-4 sm:p-6">
        <SignInFlow action={action} />
      </div>
      <p className="mt-6">
        <SiteLink to={params.back} className="button-secondary">
          Back
        </SiteLink>
      </p>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Sign-in" />
}
