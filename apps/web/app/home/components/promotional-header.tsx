import type { ValueProposition } from '@forecourt/domain/site/home-page-defaults'

/**
 * The promotional header: the value propositions in a strip (forms document section 2, Other pieces). One
 * row at every width; on phones each is its icon over its title (about 70 px in all, so the slides stay on
 * the first screen), and its words are for screen readers until 576 px, where they show beside it.
 */
export function PromotionalHeader({ propositions }: { propositions: ValueProposition[] }) {
  return (
    <section aria-label="Why buy from us" className="border-b border-line bg-surface-raised">
      <ul className="mx-auto grid w-full max-w-6xl auto-cols-fr grid-flow-col gap-2 px-4 py-2 sm:gap-4 sm:py-4">
        {propositions.map((proposition) => (
          <li
            key={proposition.title}
            className="flex flex-col items-center gap-1 text-center sm:flex-row sm:items-start sm:gap-3 sm:text-left"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5 shrink-0 rounded-full bg-brand p-1 text-on-brand sm:mt-0.5 sm:size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="3"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
            <div>
              <p className="text-xs leading-tight font-semibold sm:text-base sm:leading-normal">
                {proposition.title}
              </p>
              {proposition.text ? (
                <p className="sr-only text-sm text-ink-muted sm:not-sr-only">{proposition.text}</p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
