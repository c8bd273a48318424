/**
 * "The consent line says that submitting the enquiry means agreeing to the privacy policy", which
 * "opens in a new tab" (spec section 2).
 */
export function ConsentLine({ action = 'submitting this enquiry' }: { action?: string }) {
  return (
    <p className="text-sm text-ink-muted">
      By {action} you agree to our{' '}
      <a href="/privacy-policy" target="_blank" rel="noopener" className="font-semibold text-ink underline">
        privacy policy
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
      .
    </p>
  )
}
