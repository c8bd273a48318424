import { ExpandableText } from '~/offers/components/expandable-text'
import type { ModelFeatureView, ModelPageView } from '../model-view.server'
import { ModelImage } from './model-image'

/**
 * The model's features: the first eight, the rest behind 'Show all features'. Both disclosures (the list
 * and each long description's 'Read more') are native details elements, so they work without JavaScript.
 */
export function ModelFeatures({ features }: { features: ModelPageView['features'] }) {
  if (features.shown.length === 0) return null
  return (
    <section aria-labelledby="model-features" className="mt-12">
      <h2 id="model-features" className="text-2xl font-bold">
        Features
      </h2>
      <FeatureGrid features={features.shown} />
      {features.more.length > 0 ? (
        <div className="expandable mt-6">
          <details>
            <summary className="button-secondary cursor-pointer">
              <span className="expandable-more">Show all features</span>
              <span className="expandable-less">Show fewer features</span>
            </summary>
            <FeatureGrid features={features.more} />
          </details>
        </div>
      ) : null}
    </section>
  )
}

function FeatureGrid({ features }: { features: ModelFeatureView[] }) {
  return (
    <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {features.map((feature) => (
        <li key={feature.key}>
          <article
            aria-labelledby={`feature-${feature.key}`}
            className="h-full overflow-hidden rounded-lg border border-line bg-surface-raised"
          >
            <ModelImage image={feature.image} lazy />
            <div className="space-y-2 p-4">
              <h3 id={`feature-${feature.key}`} className="font-bold">
                {feature.title}
              </h3>
              {feature.description.full ? (
                <ExpandableText
                  preview={feature.description.preview}
                  truncated={feature.description.truncated}
                  more="Read more"
                  less="Read less"
                  className="text-sm text-ink-muted"
                >
                  <p>{feature.description.full}</p>
                </ExpandableText>
              ) : null}
            </div>
          </article>
        </li>
      ))}
    </ul>
  )
}
