import { COMPARE_LIMIT, type CompareRow, compareHref } from '@forecourt/domain/lists/compare-cars'
import { SiteLink } from '~/components/site-link'
import type { loadComparePage } from '~/routes/compare.server'
import { useKeptLists } from '~/search/shortlist'

type ComparePageData = Awaited<ReturnType<typeof loadComparePage>>

/**
 * The cars side by side: one column per car, one row per fact, the rows where the cars differ marked
 * 'Differs' (in words as well as colour). On a phone the table scrolls sideways inside its own region.
 */
export function CompareTable({ page }: { page: ComparePageData }) {
  const { cars, factRows, equipmentRows, leftOut, shareUrl } = page
  const kept = useKeptLists()
  return (
    <div className="mt-4 space-y-6">
      {leftOut.text ? (
        <div role="note" className="rounded-lg border border-line bg-surface-raised p-4">
          <p>{leftOut.text}</p>
          {leftOut.names.length > 0 ? (
            <ul className="mt-2 list-disc pl-6">
              {leftOut.names.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
      {cars.length === 0 ? (
        <div className="space-y-3">
          <p>
            {`No cars to compare yet. Press Compare on up to ${COMPARE_LIMIT} cars in our stock, then come back here.`}
          </p>
          <div className="action-row">
            {kept.compared.length > 0 ? (
              // The footer's Compare link names no cars: the ones in this browser's tray are a click away.
              <SiteLink
                to={compareHref(kept.compared.map((car) => car.id))}
                className="button-primary js-only"
              >
                {`Compare the ${kept.compared.length === 1 ? 'car' : `${kept.compared.length} cars`} in your tray`}
              </SiteLink>
            ) : null}
            <SiteLink to="/search" className="button-secondary">
              Browse our stock
            </SiteLink>
          </div>
        </div>
      ) : (
        <>
          <p className="text-sm">
            Share this comparison:{' '}
            <a href={shareUrl} className="break-all font-semibold text-brand underline">
              {shareUrl}
            </a>
          </p>
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to scroll by keyboard */}
          <section className="compare-scroll" aria-label="Cars side by side" tabIndex={0}>
            <table className="compare-table">
              <caption className="sr-only">{`Comparing ${cars.length} ${cars.length === 1 ? 'car' : 'cars'}`}</caption>
              <thead>
                <tr>
                  <td />
                  {cars.map((car) => (
                    <th key={car.id} scope="col" className="compare-car">
                      {car.imageUrl ? (
                        <img src={car.imageUrl} alt="" width={240} height={180} loading="lazy" />
                      ) : null}
                      <SiteLink to={car.href} className="font-semibold underline">
                        {car.title}
                      </SiteLink>
                      {car.stateTag ? <span className="tag-dark compare-sold">{car.stateTag}</span> : null}
                      <SiteLink
                        to={compareHref(cars.filter((other) => other.id !== car.id).map((other) => other.id))}
                        className="compare-remove"
                        aria-label={`Remove ${car.title} from the comparison`}
                        onClick={() => kept.removeCompared(car.id)}
                      >
                        Remove
                      </SiteLink>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <Rows rows={factRows} />
              </tbody>
              {equipmentRows.length > 0 ? (
                <tbody>
                  <tr>
                    <th scope="colgroup" colSpan={cars.length + 1} className="compare-section">
                      Key equipment
                    </th>
                  </tr>
                  <Rows rows={equipmentRows} />
                </tbody>
              ) : null}
            </table>
          </section>
        </>
      )}
    </div>
  )
}

function Rows({ rows }: { rows: CompareRow[] }) {
  return rows.map((row) => (
    <tr key={row.label} className={row.differs ? 'compare-differs' : undefined}>
      <th scope="row">
        {row.label}
        {row.differs ? <span className="compare-differs-tag">Differs</span> : null}
      </th>
      {row.values.map((value, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one cell per car, in the cars' order
        <td key={index}>{value}</td>
      ))}
    </tr>
  ))
}
