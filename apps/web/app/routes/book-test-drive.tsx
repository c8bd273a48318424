import { Breadcrumb } from '~/components/breadcrumb'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { TestDriveForm } from '~/leads/test-drive/test-drive-form'
import { LocationAddress } from '~/locations/components/location-address'
import { ModelImage } from '~/models/components/model-image'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/book-test-drive'
import { loadTestDrivePage, submitTestDrive } from './book-test-drive.server'

export async function loader(args: Route.LoaderArgs) {
  return loadTestDrivePage(args)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitTestDrive(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  return [
    { title: `Book a Test Drive | ${loaderData.siteName}` },
    {
      name: 'description',
      content: `Book a test drive of ${loaderData.subject} with ${loaderData.siteName}: choose a time that suits you.`,
    },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

export default function BookTestDrivePage({ loaderData }: Route.ComponentProps) {
  const { subject, car, model, unavailable, form } = loaderData
  const modelTitle = model ? `${model.manufacturer} ${model.name}`.trim() : null
  return (
    <main id="main" className="mx-auto w-full max-w-5xl flex-1 px-4 py-8">
      {model && modelTitle ? (
        <Breadcrumb parent={{ to: model.href, label: modelTitle }} current="Book a Test Drive" />
      ) : null}
      <div className="mt-6 grid gap-8 first:mt-0 lg:grid-cols-[2fr_3fr]">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Book a Test Drive</h1>
          <p className="mt-3 text-lg">
            {unavailable ? 'You asked to test drive ' : 'Choose a time to test drive '}
            <strong>{subject}</strong>.
          </p>
          {car ? (
            <figure className="mt-6">
              {car.imageUrl ? (
                <img
                  src={car.imageUrl}
                  alt=""
                  width={800}
                  height={600}
                  className="aspect-[4/3] w-full rounded-lg bg-line object-cover"
                />
              ) : null}
              <figcaption className="mt-2 text-ink-muted">
                {car.title} · Stock number {car.stockNumber}
              </figcaption>
            </figure>
          ) : null}
          {model ? <ModelImage image={model.image} lazy={false} className="mt-6 rounded-lg" /> : null}
          {form ? (
            <ol className="mt-6 grid list-inside list-decimal gap-1">
              <li>Choose a time that suits you.</li>
              <li>Our sales team calls you to confirm it.</li>
              <li>Bring your driver's licence on the day.</li>
            </ol>
          ) : null}
          {form?.location ? (
            <section aria-labelledby="test-drive-location" className="mt-6">
              <h2 id="test-drive-location" className="text-lg font-semibold">
                {form.location.name}
              </h2>
              <LocationAddress lines={form.location.addressLines} className="text-ink-muted" />
              {form.location.hours.length ? (
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                  {form.location.hours.map((row) => (
                    <div key={row.days} className="contents">
                      <dt className="font-semibold">{row.days}</dt>
                      <dd>{row.hours}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </section>
          ) : null}
        </div>
        <div className="rounded-lg border border-line bg-surface-raised p-6">
          {unavailable ? (
            <div role="status">
              <h2 className="text-xl font-bold">This car is no longer available for a test drive</h2>
              <p className="mt-2">
                {car ? 'It has been sold or is no longer for sale.' : 'We could not find it in our stock.'}{' '}
                Tell us what you are after and we will find you something similar.
              </p>
              <p className="mt-4">
                <SiteLink to={unavailable.findSimilarHref} className="button-primary">
                  Find Me Something Similar
                </SiteLink>
              </p>
            </div>
          ) : form ? (
            <>
              <h2 className="mb-4 text-xl font-bold">Your test drive</h2>
              <TestDriveForm
                id="test-drive"
                setup={form.setup}
                keep={form.keep}
                locationName={form.location?.name ?? null}
                phone={form.phone}
              />
            </>
          ) : null}
        </div>
      </div>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="Test drive booking" />
}
