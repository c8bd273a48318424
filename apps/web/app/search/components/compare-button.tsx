import { addToCompare } from '@forecourt/domain/analytics/events'
import { pushEvent } from '~/analytics/push'
import { COMPARE_LIMIT, useShortlist } from '../shortlist'
import type { SavedCarButtonProps } from './saved-car-button-props'

/**
 * Puts a car in the compare tray (issue 33), the same on a results card and on a vehicle page. The tray is
 * kept in browser storage, so the caller hides it until scripts run (`js-only`, or `js-only-reserved` to
 * keep its room). A full tray takes no more until one is taken out: the button says so rather than dropping a car the shopper chose.
 */
export function CompareButton({ card, carTitle, className }: SavedCarButtonProps) {
  const shortlist = useShortlist()
  const compared = shortlist.isCompared(card.id)
  const full = !compared && shortlist.compareFull
  return (
    <button
      type="button"
      className={className}
      aria-pressed={compared}
      aria-label={carTitle ? `Compare: ${carTitle}` : 'Compare'}
      aria-describedby={full ? `compare-full-${card.id}` : undefined}
      disabled={full}
      onClick={() => {
        shortlist.toggleCompare(card)
        if (!compared) pushEvent(addToCompare(card.analytics))
      }}
    >
      {compared ? <span aria-hidden="true">✓&nbsp;</span> : null}Compare
      {full ? (
        <span id={`compare-full-${card.id}`} className="sr-only">
          {` (the compare tray holds ${COMPARE_LIMIT} cars: take one out first)`}
        </span>
      ) : null}
    </button>
  )
}
