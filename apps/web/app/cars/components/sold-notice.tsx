import { FIND_SIMILAR_LABEL } from '@forecourt/domain/vehicle-page/availability'
import { SiteLink } from '~/components/site-link'

/** The SOLD notice of an unavailable car, with 'Find Me Something Similar' in place of the usual buttons. */
export function SoldNotice({
  notice,
  findSimilarHref,
}: {
  notice: { heading: string; text: string }
  findSimilarHref: string
}) {
  return (
    <section
      aria-labelledby="sold-notice"
      className="rounded-lg border-2 border-ink bg-surface-raised p-5"
      role="status"
    >
      <h2 id="sold-notice" className="text-xl font-bold">
        {notice.heading}
      </h2>
      <p className="mt-1">{notice.text}</p>
      <SiteLink to={findSimilarHref} className="button-primary mt-4">
        {FIND_SIMILAR_LABEL}
      </SiteLink>
    </section>
  )
}
