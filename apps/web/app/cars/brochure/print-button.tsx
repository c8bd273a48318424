/** Opens the browser's print dialog. It needs JavaScript; without, the page says how to print instead. */
export function PrintButton() {
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
