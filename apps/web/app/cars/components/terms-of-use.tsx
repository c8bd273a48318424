/**
 * The vehicle page's terms of use, the dealer's text (forms document section 2: "A mobile terms-of-use
 * section that toggles open and closed"). Wide screens show it as a section; phones get a disclosure that
 * opens and closes, with no script needed. Only one of the two is ever displayed.
 */
export function TermsOfUse({ text }: { text: string }) {
  if (!text.trim()) return null
  const paragraphs = text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim())
  const body = paragraphs.map((paragraph) => (
    <p key={paragraph} className="mt-2">
      {paragraph}
    </p>
  ))
  return (
    <section aria-label="Terms of use" className="text-sm text-ink-muted" data-testid="terms-of-use">
      <div className="hidden md:block">
        <h2 className="car-section-heading">Terms of Use</h2>
        {body}
      </div>
      <details className="group md:hidden">
        <summary className="flex min-h-11 cursor-pointer items-center justify-between font-semibold text-ink">
          Terms of Use
          <span aria-hidden="true" className="text-lg group-open:rotate-180">
            ▾
          </span>
        </summary>
        {body}
      </details>
    </section>
  )
}
