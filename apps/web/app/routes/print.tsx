import { PrintButton } from '~/cars/brochure/print-button'
import { PrintableCar } from '~/cars/brochure/printable-car'
import { PdfDownloadButton } from '~/cars/share/pdf-download-button'
import { RouteError } from '~/components/route-error'
import { SiteLink } from '~/components/site-link'
import type { Route } from './+types/print'
import { loadPrintPage } from './print.server'

export async function loader({ context, request }: Route.LoaderArgs) {
  return loadPrintPage(context, request)
}

export function meta({ loaderData }: Route.MetaArgs) {
  if (!loaderData) return []
  const { car } = loaderData
  return [
    { title: `Print: ${car.title} | ${car.dealer.name}` },
    { name: 'robots', content: 'noindex' },
    { tagName: 'link', rel: 'canonical', href: car.pageUrl },
  ]
}

/**
 * On paper only the car shows: the site's header, footer and skip link (everything the root layout puts
 * beside <main>) and this page's own controls are left out.
 */
const PRINT_STYLE =
  '@page{margin:15mm}@media print{body>:not(main){display:none!important}body{background:#fff}}'

export default function PrintPage({ loaderData }: Route.ComponentProps) {
  const { car, pdfHref } = loaderData
  return (
    <main id="main" className="mx-auto w-full max-w-4xl flex-1 px-4 py-6 print:max-w-none print:p-0">
      <style>{PRINT_STYLE}</style>
      <div className="mb-6 flex flex-wrap items-center gap-3 print:hidden">
        <PrintButton carId={car.id} />
        <PdfDownloadButton href={pdfHref} filename={`${car.slug}.pdf`} />
        <SiteLink to={new URL(car.pageUrl).pathname} className="font-semibold text-brand underline">
          Back to the car
        </SiteLink>
      </div>
      <PrintableCar car={car} />
    </main>
  )
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} subject="This print page" />
}
