import { useEffect } from 'react'
import { useCarLeadEvent } from '~/lists/car-lead-event'

/**
 * Opens the browser's print dialog. It needs JavaScript; without, the page says how to print instead.
 * Printing, by this button or the browser's own Print command, is the spec's "Print" lead (event 61) for
 * a signed-in shopper (ADR 053).
 */
export function PrintButton({ carId }: { carId: string }) {
  const sendLeadEvent = useCarLeadEvent()
  useEffect(() => {
    const onBeforePrint = () => sendLeadEvent(carId, 'print')
    window.addEventListener('beforeprint', onBeforePrint)
    return () => window.removeEventListener('beforeprint', onBeforePrint)
  }, [carId, sendLeadEvent])
  return (
    <>
      <button type="button" className="button-primary js-only" onClick={() => window.print()}>
        Print this page
      </button>
      <p className="no-js-only text-sm text-ink-muted">
        Use your browser's Print command to print this page.
      </p>
    </>
  )
}
