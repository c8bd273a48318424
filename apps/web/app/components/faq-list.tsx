/**
 * Frequently asked questions, each folded under its question (a native disclosure: keyboard and screen
 * reader friendly, and it works without JavaScript). A blank line in an answer starts a new paragraph.
 */
export function FaqList({
  faqs,
  title = 'Frequently asked questions',
}: {
  faqs: readonly { _key: string; question: string | null; answer: string | null }[]
  title?: string
}) {
  const shown = faqs.filter((faq) => faq.question && faq.answer)
  if (shown.length === 0) return null
  return (
    <section aria-labelledby="faq-heading" className="mt-10">
      <h2 id="faq-heading" className="text-2xl font-bold">
        {title}
      </h2>
      <div className="mt-4 divide-y divide-line rounded-lg border border-line bg-surface-raised">
        {shown.map((faq) => (
          <details key={faq._key} className="group">
            <summary className="flex min-h-11 cursor-pointer items-center justify-between gap-4 px-4 py-3 font-semibold">
              {faq.question}
              <span aria-hidden="true" className="text-xl transition-transform group-open:rotate-45">
                +
              </span>
            </summary>
            <div className="space-y-2 px-4 pb-4 text-ink-muted">
              {(faq.answer ?? '').split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </details>
        ))}
      </div>
    </section>
  )
}
