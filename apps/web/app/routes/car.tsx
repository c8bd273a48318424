import { useViewItem } from '~/analytics/use-view-item'
import { DeliveryCalculator } from '~/cars/calculators/delivery-calculator'
import { FinanceCalculator } from '~/cars/calculators/finance-calculator'
import { FinanceCallToAction } from '~/cars/calculators/finance-call-to-action'
import { FinanceDisclaimer } from '~/cars/calculators/finance-disclaimer'
import { FuelCalculator } from '~/cars/calculators/fuel-calculator'
import { CarActions } from '~/cars/components/car-actions'
import { CarAnalysis } from '~/cars/components/car-analysis'
import { CarHeading } from '~/cars/components/car-heading'
import { CarLocations } from '~/cars/components/car-locations'
import { DealerComments } from '~/cars/components/dealer-comments'
import { DepartedCar } from '~/cars/components/departed-car'
import { KeyInformation } from '~/cars/components/key-information'
import { LocatedAtBar } from '~/cars/components/located-at-bar'
import { CallNow, PhoneReveal } from '~/cars/components/phone-reveal'
import { PriceComparison } from '~/cars/components/price-comparison'
import { SaveButtons } from '~/cars/components/save-buttons'
import { SimilarCars } from '~/cars/components/similar-cars'
import { SoldNotice } from '~/cars/components/sold-notice'
import { Specifications } from '~/cars/components/specifications'
import { MobileActionBar, StickyCarHeader } from '~/cars/components/sticky-car-bars'
import { TermsOfUse } from '~/cars/components/terms-of-use'
import { CarMedia } from '~/cars/media/car-media'
import { CarVideo } from '~/cars/media/car-video'
import { ShareButtons } from '~/cars/share/share-buttons'
import { usePhoneReveal } from '~/cars/use-phone-reveal'
import { useRecordView } from '~/cars/use-record-view'
import { Breadcrumb } from '~/components/breadcrumb'
import { RouteError } from '~/components/route-error'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/car'
import { loadCarPage } from './car.server'

export async function loader(args: Route.LoaderArgs) {
  return loadCarPage(args, args.params.slug)
}

/**
 * Shareable for a minute: the page is the same for every shopper (see server/page-cache.ts), except where
 * it shows the number to the one who revealed it (`?phone=shown`: the loader makes that private).
 */
export function headers(args: Route.HeadersArgs) {
  const cacheControl =
    args.loaderHeaders.get('Cache-Control') ?? 'public, max-age=0, s-maxage=60, stale-while-revalidate=300'
  return answerHeaders(args, new Headers({ 'Cache-Control': cacheControl }))
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  if (loaderData.kind === 'departed') {
    // Answered 410, so search engines drop the address; the page itself is for shoppers only.
    return [
      { title: `${loaderData.notice.heading} | ${loaderData.siteName}` },
      { name: 'robots', content: 'noindex' },
    ]
  }
  const { view, siteName, meta } = loaderData
  return [
    { title: `${view.title} | ${siteName}` },
    { name: 'description', content: meta.description },
    { tagName: 'link', rel: 'canonical', href: meta.canonicalUrl },
    { property: 'og:title', content: view.title },
    { property: 'og:description', content: meta.description },
    { property: 'og:url', content: meta.canonicalUrl },
    { property: 'og:type', content: 'product' },
  ]
}

export default function CarRoute({ loaderData }: Route.ComponentProps) {
  return loaderData.kind === 'departed' ? <DepartedCar page={loaderData} /> : <CarPage data={loaderData} />
}

type CarPageData = Extract<Route.ComponentProps['loaderData'], { kind: 'car' }>

function CarPage({ data: loaderData }: { data: CarPageData }) {
  const { view, media, video, calculators, similar, locations, enquiry, revealedPhone, websiteId, meta } =
    loaderData
  const primaryImage = media.images[0]?.url ?? null
  useRecordView({ id: view.id, name: view.title, href: view.path, primary_image_url: primaryImage })
  useViewItem(view.analytics)
  const revealTarget = { carId: view.id, dealershipId: view.dealershipId, websiteId, item: view.analytics }
  const { phone, reveal } = usePhoneReveal(revealedPhone, revealTarget)
  const callNow = (className: string) =>
    view.phone ? <CallNow phone={phone} target={revealTarget} reveal={reveal} className={className} /> : null
  return (
    <>
      {view.location.bar ? <LocatedAtBar {...view.location.bar} /> : null}
      <StickyCarHeader view={view} enquireHref={enquiry.action} />
      <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 pt-6 pb-24 md:pb-12">
        <Breadcrumb parent={{ to: '/search', label: 'Our Stock' }} current={view.title} />
        {/* One column on phones (media, this car, details); on wide screens the car's panel sits beside both. */}
        <div className="mt-4 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="min-w-0 lg:col-start-1">
            <CarMedia view={media} title={view.title} />
          </div>
          <aside
            aria-label="This car"
            className="space-y-5 lg:sticky lg:top-16 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-start"
          >
            <CarHeading view={view} />
            {view.sold && view.actions.findSimilar ? (
              <SoldNotice notice={view.sold} findSimilarHref={view.actions.findSimilar} />
            ) : (
              <CarActions view={view} enquiry={enquiry} />
            )}
            {view.phone ? (
              <div className="rounded-lg border border-line bg-surface-raised p-4">
                <h2 className="mb-2 font-semibold">Call {view.dealerName}</h2>
                <PhoneReveal masked={view.phone} phone={phone} target={revealTarget} reveal={reveal} />
              </div>
            ) : null}
            <SaveButtons view={view} />
            {view.actions.historyReport ? (
              <a
                href={view.actions.historyReport}
                className="inline-flex min-h-11 items-center font-semibold text-brand underline underline-offset-4"
              >
                Request a history report (PPSR)
              </a>
            ) : null}
            <ShareButtons
              carId={view.id}
              url={meta.canonicalUrl}
              name={view.title}
              slug={view.slug}
              pdfHref={`${view.path}/brochure.pdf`}
            />
          </aside>
          <div className="min-w-0 space-y-10 lg:col-start-1">
            <KeyInformation carId={view.id} items={view.keyInformation} />
            {video ? (
              <section id="car-video" aria-labelledby="car-video-heading" className="car-section">
                <h2 id="car-video-heading" className="car-section-heading">
                  Video
                </h2>
                <CarVideo video={video} title={view.title} />
              </section>
            ) : null}
            <DealerComments carId={view.id} comments={view.comments} />
            {calculators.fuel ? <FuelCalculator view={calculators.fuel} /> : null}
            {calculators.delivery ? <DeliveryCalculator view={calculators.delivery} /> : null}
            <Specifications carId={view.id} specifications={view.specifications} equipment={view.equipment} />
            {calculators.finance ? <FinanceCalculator view={calculators.finance} /> : null}
            {view.financeEnabled && view.available ? (
              <FinanceCallToAction carId={view.id} financePath={view.financePath} quote={view.financeQuote} />
            ) : null}
            {view.priceComparison ? <PriceComparison autogaugeUrl={`${view.path}/autogauge`} /> : null}
            <CarAnalysis figures={view.analysis} />
          </div>
        </div>
        <div className="mt-10 space-y-10">
          <SimilarCars
            cars={similar}
            heading={`Similar ${view.noun[0]?.toUpperCase()}${view.noun.slice(1)}s`}
          />
          {calculators.finance ? <FinanceDisclaimer disclaimer={calculators.finance.disclaimer} /> : null}
          <TermsOfUse text={view.termsOfUse} />
          <CarLocations locations={locations} />
        </div>
        {view.available ? (
          // The spec's sticky footer call to action: on wider screens it stays at the foot of the window
          // down the whole page (phones have their bottom bar instead).
          <section
            aria-labelledby="footer-cta"
            data-testid="footer-cta"
            className="mt-10 rounded-lg bg-ink p-6 text-white md:sticky md:bottom-2 md:z-20 md:flex md:items-center md:justify-between md:gap-6 md:py-3 md:shadow-lg"
          >
            <div>
              <h2 id="footer-cta" className="text-2xl font-bold md:text-lg">
                Interested in this {view.noun}?
              </h2>
              <p className="mt-1 md:mt-0 md:text-sm">
                Ask us a question, book a test drive or make an offer.
              </p>
            </div>
            <div className="action-row mt-4 md:mt-0 md:shrink-0">
              <a href={enquiry.action} className="button-primary">
                Enquire Now
              </a>
              {callNow('button-secondary bg-surface-raised')}
            </div>
          </section>
        ) : null}
      </main>
      <MobileActionBar view={view} enquireHref={enquiry.action} call={callNow('mobile-bar-link w-full')} />
      <script
        type="application/ld+json"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped by jsonLdScriptContent
        dangerouslySetInnerHTML={{ __html: meta.jsonLd }}
      />
    </>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This vehicle" />
}
