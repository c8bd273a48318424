import { Breadcrumb } from '~/components/breadcrumb'
import { RouteError } from '~/components/route-error'
import { EnquiryDialog } from '~/leads/components/enquiry-dialog'
import { OfferActions } from '~/offers/components/offer-actions'
import { OfferImage } from '~/offers/components/offer-image'
import type { Route } from './+types/offer'
import { loadOffer } from './offer.server'

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadOffer(context, params)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `${loaderData.offer.name} | ${loaderData.siteName}` },
    { name: 'description', content: loaderData.offer.description.preview },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function OfferPage({ loaderData }: Route.ComponentProps) {
  const { offer, enquiry } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-8">
      <Breadcrumb parent={{ to: '/special-offers', label: 'Special Offers' }} current={offer.name} />
      <p className="mt-4 text-sm font-semibold tracking-wide text-brand uppercase">{offer.category}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{offer.name}</h1>
      <OfferImage image={offer.image} lazy={false} className="mt-6 rounded-lg" />
      <div className="mt-6 space-y-3 text-lg">
        {offer.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <div className="action-row mt-6">
        <OfferActions
          offer={offer}
          size="large"
          enquire={
            <EnquiryDialog
              triggerLabel="Enquire Now"
              title={`Enquire about ${offer.name}`}
              fallbackHref={enquiry.action}
              form={{ id: 'offer-enquiry', setup: enquiry.setup, action: enquiry.action }}
            />
          }
        />
      </div>
      {offer.disclaimer ? (
        <section aria-labelledby="offer-disclaimer" className="mt-10 border-t border-line pt-6">
          <h2 id="offer-disclaimer" className="font-semibold">
            Disclaimer
          </h2>
          <p className="mt-2 text-sm text-ink-muted">{offer.disclaimer.full}</p>
        </section>
      ) : null}
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This offer" />
}
