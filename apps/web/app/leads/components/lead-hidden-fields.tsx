import { useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { readJourney } from '../journey'
import { HONEYPOT_FIELD, LEAD_CONTEXT_FIELDS } from '../lead-form-fields'

/**
 * The fields every lead form sends besides the shopper's answers: the page it was sent from (rendered
 * by the server, so known without JavaScript), the session's journey (added in the browser), and the
 * honeypot, hidden from people and assistive technology but left for bots to fill.
 */
export function LeadHiddenFields() {
  const location = useLocation()
  const [journey, setJourney] = useState<{ visitedPages: string; linkedQueryParams: string } | null>(null)
  useEffect(() => {
    setJourney(readJourney())
  }, [])
  return (
    <>
      <input
        type="hidden"
        name={LEAD_CONTEXT_FIELDS.pageUrl}
        value={`${location.pathname}${location.search}`}
      />
      {journey ? (
        <>
          <input type="hidden" name={LEAD_CONTEXT_FIELDS.visitedPages} value={journey.visitedPages} />
          <input
            type="hidden"
            name={LEAD_CONTEXT_FIELDS.linkedQueryParams}
            value={journey.linkedQueryParams}
          />
        </>
      ) : null}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label>
          Leave this empty
          <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
    </>
  )
}
