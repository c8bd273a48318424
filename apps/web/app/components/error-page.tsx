import { SiteLink } from './site-link'

interface ErrorPageProps {
  status: number
  title: string
  message: string
  /** Offer a way back to the site's home page (not on an unknown host: there is no site to go back to). */
  homeLink?: boolean
}

export function ErrorPage({ status, title, message, homeLink = false }: ErrorPageProps) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-3xl flex-1 flex-col justify-center px-4 py-16">
      <title>{title}</title>
      <p className="text-sm font-semibold uppercase tracking-wide text-brand">Error {status}</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-ink-muted">{message}</p>
      {homeLink ? (
        <p className="mt-8">
          <SiteLink to="/" className="button-primary">
            Go to the home page
          </SiteLink>
        </p>
      ) : null}
    </main>
  )
}
