import type { ValueProposition } from '@forecourt/domain/home-page-defaults'

/** The promotional header: three value propositions in a strip (forms document section 2, Other pieces). */
export function PromotionalHeader({ propositions }: { propositions: ValueProposition[] }) {
  return (
    <section aria-label="Why buy from us" className="border-b border-line bg-surface-raised">
      <ul className="mx-auto grid w-full max-w-6xl gap-4 px-4 py-4 sm:grid-cols-3">
        {propositions.map((proposition) => (
          <li key={proposition.title} className="flex items-start gap-3">
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="mt-0.5 size-6 shrink-0 rounded-full bg-brand p-1 text-on-brand"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            <div>
              <p className="font-semibold">{proposition.title}</p>
              {proposition.text ? <p className="text-sm text-ink-muted">{proposition.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
