/** The 'Why Choose Us' panel: a heading and a short list of reasons, each with an optional detail. */
export function WhyChooseUs({
  panel,
}: {
  panel: {
    title: string | null
    reasons: readonly { _key: string; title: string | null; text: string | null }[] | null
  }
}) {
  const reasons = (panel.reasons ?? []).filter((reason) => reason.title)
  if (reasons.length === 0) return null
  return (
    <section aria-labelledby="why-choose-us" className="mt-10 rounded-lg bg-brand p-6 text-on-brand">
      <h2 id="why-choose-us" className="text-2xl font-bold">
        {panel.title || 'Why Choose Us'}
      </h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason._key} className="flex gap-3">
            <span aria-hidden="true" className="font-bold">
              ✓
            </span>
            <span>
              <span className="block font-semibold">{reason.title}</span>
              {reason.text ? <span className="block opacity-90">{reason.text}</span> : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
