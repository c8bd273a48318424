import { COMPARE_LIMIT, compareHref } from '@forecourt/domain/lists/compare-cars'
import { useLocation } from 'react-router'
import { SiteLink } from '~/components/site-link'
import { useKeptLists } from '~/search/shortlist'

/**
 * The compare tray (issue 33): under the header of every page while this browser's compare list holds
 * cars, with the way to the side-by-side page. It lives in browser storage, so it shows once scripts run;
 * the compare page itself shows the cars instead.
 */
export function CompareTray() {
  const { compared, removeCompared, clearCompared } = useKeptLists()
  const { pathname } = useLocation()
  if (compared.length === 0 || pathname === '/compare') return null
  return (
    <section aria-labelledby="compare-tray-heading" className="compare-tray js-only">
      <div className="mx-auto flex w-full max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <h2 id="compare-tray-heading" className="font-semibold">
          {`Compare (${compared.length} of ${COMPARE_LIMIT})`}
        </h2>
        {/* On a phone the tray is one line: the cars are on the compare page, a tap away. */}
        <ul className="hidden flex-wrap gap-2 sm:flex">
          {compared.map((car) => (
            <li key={car.id} className="inline-flex items-center gap-1 rounded border border-line px-2">
              <span>{car.name || 'A car'}</span>
              <button
                type="button"
                className="inline-flex min-h-11 min-w-11 items-center justify-center"
                aria-label={`Take ${car.name || 'this car'} out of the compare tray`}
                onClick={() => removeCompared(car.id)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="ml-auto flex items-center gap-3">
          <button type="button" className="min-h-11 underline underline-offset-4" onClick={clearCompared}>
            Empty the tray
          </button>
          <SiteLink to={compareHref(compared.map((car) => car.id))} className="button-primary">
            {compared.length === 1 ? 'Compare 1 car' : `Compare ${compared.length} cars`}
          </SiteLink>
        </div>
      </div>
    </section>
  )
}
