import type { SiteShell } from '~/root.server'
import { PaymentCardLogos } from './payment-card-logos'
import { ServerRendered } from './server-rendered'
import { SiteLink } from './site-link'
import { telHref } from './tel-href'

export function SiteFooter({ shell }: { shell: SiteShell }) {
  return (
    <ServerRendered
      as="footer"
      of={shell.name}
      className="render-when-visible mt-auto border-t border-line bg-surface-raised"
    >
      <nav aria-label="Footer" className="border-b border-line">
        <div className="mx-auto grid w-full max-w-6xl grid-cols-2 gap-8 px-4 py-10 lg:grid-cols-4">
          {shell.footerGroups.map((group, index) => (
            <section key={group.title} aria-labelledby={`footer-group-${index}`}>
              <h2 id={`footer-group-${index}`} className="font-semibold">
                {group.title}
              </h2>
              <ul className="footer-links">
                {group.links.map((link) => (
                  <li key={`${link.name}:${link.url}`}>
                    <SiteLink to={link.url}>{link.name}</SiteLink>
                  </li>
                ))}
              </ul>
            </section>
          ))}
          <section aria-labelledby="footer-your-cars">
            <h2 id="footer-your-cars" className="font-semibold">
              Your cars
            </h2>
            <ul className="footer-links">
              {shell.lists.favourites ? (
                <li>
                  <SiteLink to="/favourites">Favourites</SiteLink>
                </li>
              ) : null}
              <li>
                <SiteLink to="/recently-viewed">Recently viewed</SiteLink>
              </li>
              {shell.lists.compare ? (
                <li>
                  <SiteLink to="/compare">Compare</SiteLink>
                </li>
              ) : null}
            </ul>
          </section>
        </div>
      </nav>
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
        <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <p className="text-sm text-ink-muted">
            © {shell.name}
            {shell.licenceNumbers.length > 0 ? ` · Dealer licence ${shell.licenceNumbers.join(', ')}` : null}
          </p>
          {shell.acceptsOnlinePayments ? <PaymentCardLogos /> : null}
        </div>
      </div>
    </ServerRendered>
  )
}
