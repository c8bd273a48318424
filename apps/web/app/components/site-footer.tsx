import type { SiteShell } from '~/root.server'
import { telHref } from './tel-href'

export function SiteFooter({ shell }: { shell: SiteShell }) {
  return (
    <footer className="mt-auto border-t border-line bg-surface-raised">
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        {shell.locations.map((location) => (
          <section key={location.id} aria-labelledby={`footer-${location.id}`}>
            <h2 id={`footer-${location.id}`} className="font-semibold">
              {location.name}
            </h2>
            <address className="mt-2 not-italic text-ink-muted">
              {location.addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
              {location.phone ? (
                <a
                  href={telHref(location.phone)}
                  className="mt-1 inline-block text-ink underline underline-offset-4"
                >
                  {location.phone}
                </a>
              ) : null}
            </address>
            {location.dealerLicenceNumber || location.motorVehicleRepairerNumber ? (
              <dl className="mt-2 text-sm text-ink-muted">
                {location.dealerLicenceNumber ? (
                  <div>
                    <dt className="inline">Dealer licence: </dt>
                    <dd className="inline">{location.dealerLicenceNumber}</dd>
                  </div>
                ) : null}
                {location.motorVehicleRepairerNumber ? (
                  <div>
                    <dt className="inline">Motor vehicle repairer: </dt>
                    <dd className="inline">{location.motorVehicleRepairerNumber}</dd>
                  </div>
                ) : null}
              </dl>
            ) : null}
          </section>
        ))}
      </div>
      <div className="border-t border-line">
        <p className="mx-auto w-full max-w-6xl px-4 py-4 text-sm text-ink-muted">
          © {shell.name}
          {shell.licenceNumbers.length > 0 ? ` · Dealer licence ${shell.licenceNumbers.join(', ')}` : null}
        </p>
      </div>
    </footer>
  )
}
