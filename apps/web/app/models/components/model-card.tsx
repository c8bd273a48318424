import { SiteLink } from '~/components/site-link'
import type { ModelSummary } from '../model-view.server'
import { ModelImage } from './model-image'

/** A model of the range on /models: picture, make, name, short description; the name links to its page. */
export function ModelCard({ model }: { model: ModelSummary }) {
  const headingId = `model-${model.slug}`
  return (
    <article
      aria-labelledby={headingId}
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-line bg-surface-raised shadow-sm"
    >
      <ModelImage image={model.image} lazy />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <p className="text-sm font-semibold tracking-wide text-ink-muted uppercase">{model.manufacturer}</p>
        <h2 id={headingId} className="text-xl font-bold">
          <SiteLink to={model.href} className="hover:underline">
            {model.name}
          </SiteLink>
        </h2>
        {model.status === 'coming_soon' ? (
          <p>
            <span className="tag-dark inline-block rounded px-2 py-0.5 text-xs font-semibold">
              Coming soon
            </span>
          </p>
        ) : null}
        {model.shortDescription ? <p className="text-ink-muted">{model.shortDescription}</p> : null}
        <p className="mt-auto pt-2 text-sm text-ink-muted">{model.categories.join(' · ')}</p>
      </div>
    </article>
  )
}
