import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { BodyFilter } from '~/models/components/body-filter'
import { ModelCard } from '~/models/components/model-card'
import type { Route } from './+types/models'
import { loadModels } from './models.server'

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadModels(context, request)
}

const headingOf = (body: string | null) => (body ? `${body} Models` : 'Our Model Range')

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { body, siteName, unknownBody } = loaderData
  return [
    { title: `${headingOf(body)} | ${siteName}` },
    {
      name: 'description',
      content: `Explore the new ${body ? `${body} ` : ''}models available at ${siteName}: specifications, features, quotes and test drives.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
    ...(unknownBody ? [{ name: 'robots', content: 'noindex' }] : []),
  ]
}

export default function Models({ loaderData }: Route.ComponentProps) {
  const { body, categories, models, unknownBody } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{headingOf(body)}</h1>
      {categories.length > 1 ? <BodyFilter categories={categories} current={body} /> : null}
      {models.length === 0 ? (
        <section
          aria-labelledby="models-empty"
          className="mt-8 rounded-lg border border-line bg-surface-raised p-8 text-center"
        >
          <h2 id="models-empty" className="text-xl font-semibold">
            {unknownBody ? 'No models of that body type' : 'No models listed yet'}
          </h2>
          <p className="mt-2 text-ink-muted">
            {unknownBody
              ? 'We have no new models of that kind right now. See the whole range, or browse our stock.'
              : 'Our new model range is on its way. In the meantime, browse our stock.'}
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            {unknownBody ? (
              <SiteLink to="/models" className="button-primary">
                View all models
              </SiteLink>
            ) : null}
            <SiteLink to="/search" className="button-secondary">
              View Our Stock
            </SiteLink>
          </div>
        </section>
      ) : (
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {models.map((model) => (
            <li key={model.id}>
              <ModelCard model={model} />
            </li>
          ))}
        </ul>
      )}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Our model range" />
}
