import { FORM_SECTION_ID } from '@forecourt/domain/site/model-range'
import { Breadcrumb } from '~/components/breadcrumb'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import { telHref } from '~/components/tel-href'
import { EnquiryForm } from '~/leads/components/enquiry-form'
import { ModelFeatures } from '~/models/components/model-features'
import { ModelImage } from '~/models/components/model-image'
import { answerHeaders } from '~/route-headers'
import type { Route } from './+types/model'
import { loadModel, submitModelPageEnquiry } from './model.server'

export async function loader({ context, params }: Route.LoaderArgs) {
  return loadModel(context, params.slug)
}

/** A refusal's Retry-After reaches the shopper (route-headers.ts). */
export function headers(args: Route.HeadersArgs) {
  return answerHeaders(args)
}

export async function action(args: Route.ActionArgs) {
  return submitModelPageEnquiry(args)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { model, siteName } = loaderData
  const title = `${model.manufacturer} ${model.name}`.trim()
  return [
    { title: `${title} | ${siteName}` },
    {
      name: 'description',
      content: model.shortDescription ?? `The ${title}: features, quotes and test drives at ${siteName}.`,
    },
    { tagName: 'link', rel: 'canonical', href: loaderData.canonicalUrl },
  ]
}

/** Styles for the sanitised manufacturer HTML, which carries no classes of its own. */
const descriptionStyles =
  'space-y-3 text-lg [&_a]:text-brand [&_a]:underline [&_h2]:pt-2 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-bold [&_h4]:font-bold [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6'

export default function ModelPage({ loaderData }: Route.ComponentProps) {
  const { model, phone, enquiry } = loaderData
  const title = `${model.manufacturer} ${model.name}`.trim()
  const comingSoon = model.status === 'coming_soon'
  return (
    <main id="main" className="mx-auto w-full max-w-6xl flex-1 px-4 py-8">
      <Breadcrumb parent={{ to: '/models', label: 'Our Model Range' }} current={title} />
      <div className="mt-6 grid items-center gap-8 lg:grid-cols-2">
        <div>
          <h1 className="text-4xl font-bold tracking-tight">
            <span className="block text-base font-semibold tracking-wide text-ink-muted uppercase">
              {model.manufacturer}
            </span>{' '}
            {model.name}
          </h1>
          {comingSoon ? (
            <p className="mt-3">
              <span className="tag-dark inline-block rounded px-2 py-0.5 text-sm font-semibold">
                Coming soon
              </span>
            </p>
          ) : null}
          {model.shortDescription ? <p className="mt-4 text-xl">{model.shortDescription}</p> : null}
          {model.forSaleIn ? <p className="mt-3 font-semibold text-ink-muted">{model.forSaleIn}</p> : null}
          <div className="action-row mt-6">
            {model.primaryButton.href.startsWith('#') ? (
              <a href={model.primaryButton.href} className="button-primary">
                {model.primaryButton.label}
              </a>
            ) : (
              <SiteLink to={model.primaryButton.href} className="button-primary">
                {model.primaryButton.label}
              </SiteLink>
            )}
            <SiteLink to={model.testDriveButton.href} className="button-secondary">
              {model.testDriveButton.label}
            </SiteLink>
            <SiteLink to={model.financeButton.href} className="button-secondary">
              {model.financeButton.label}
            </SiteLink>
          </div>
        </div>
        <ModelImage image={model.image} lazy={false} className="rounded-lg" />
      </div>
      {model.descriptionHtml ? (
        <section aria-labelledby="model-about" className="mt-12 max-w-3xl">
          <h2 id="model-about" className="text-2xl font-bold">
            About the {model.name}
          </h2>
          <div
            className={`mt-4 ${descriptionStyles}`}
            // Sanitised on the server against an allow-list (models/sanitise-model-html.server.ts).
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the HTML is sanitised before it gets here
            dangerouslySetInnerHTML={{ __html: model.descriptionHtml }}
          />
        </section>
      ) : null}
      <ModelFeatures features={model.features} />
      <section
        id={FORM_SECTION_ID}
        aria-labelledby="model-enquiry"
        className="mt-12 scroll-mt-24 rounded-lg border border-line bg-surface-raised p-6"
      >
        <h2 id="model-enquiry" className="text-2xl font-bold">
          {comingSoon ? `Register your interest in the ${model.name}` : `Enquire about the ${model.name}`}
        </h2>
        <p className="mt-3 text-lg">
          {comingSoon
            ? 'Leave your details and we will let you know as soon as it arrives.'
            : 'Leave your details and our team will prepare a quote for you.'}
          {phone ? (
            <>
              {' '}
              Or call us on{' '}
              <a href={telHref(phone)} className="font-semibold underline">
                {phone}
              </a>
              .
            </>
          ) : null}
        </p>
        <div className="mt-6">
          <EnquiryForm
            id="model-enquiry-form"
            setup={enquiry.setup}
            action={enquiry.action}
            submitLabel={comingSoon ? 'Register Your Interest' : 'Get a Quote'}
          />
        </div>
      </section>
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This model" />
}
