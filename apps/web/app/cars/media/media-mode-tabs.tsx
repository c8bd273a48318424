import { type SpinMode, spinModeLabels } from '@forecourt/domain/vehicle-page/spin'
import type { KeyboardEvent } from 'react'
import { useSearchParams } from 'react-router'
import { useHydrated } from '~/components/use-hydrated'
import { modeHref } from './media-url-state'

const tabClass = (selected: boolean) =>
  `inline-flex min-h-11 items-center rounded-full border px-4 font-semibold ${
    selected
      ? 'border-brand bg-brand text-on-brand'
      : 'border-line bg-surface-raised text-ink hover:border-brand'
  }`

export const modeTabId = (idPrefix: string, mode: SpinMode) => `${idPrefix}-tab-${mode}`

/**
 * Spin, Images and Interior: tabs once the page is hydrated (arrow keys move between them), before that
 * links to the page showing that view. Both look alike, so nothing moves when the page hydrates.
 */
export function MediaModeTabs({
  modes,
  mode,
  onSelect,
  idPrefix,
  panelId,
}: {
  modes: readonly SpinMode[]
  mode: SpinMode
  onSelect: (mode: SpinMode) => void
  idPrefix: string
  panelId: string
}) {
  const hydrated = useHydrated()
  const [params] = useSearchParams()
  if (!hydrated) {
    return (
      <nav aria-label="Media views" className="mb-2">
        <ul className="flex flex-wrap gap-2">
          {modes.map((candidate) => (
            <li key={candidate} className="flex">
              <a
                href={modeHref(params, candidate)}
                rel="nofollow"
                aria-current={candidate === mode ? 'true' : undefined}
                className={tabClass(candidate === mode)}
              >
                {spinModeLabels[candidate]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    )
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = modes.indexOf(mode)
    const moves: Record<string, number> = {
      ArrowRight: (at + 1) % modes.length,
      ArrowLeft: (at - 1 + modes.length) % modes.length,
      Home: 0,
      End: modes.length - 1,
    }
    const next = modes[moves[event.key] ?? -1]
    if (!next) return
    event.preventDefault()
    onSelect(next)
    document.getElementById(modeTabId(idPrefix, next))?.focus()
  }
  return (
    <div role="tablist" aria-label="Media views" onKeyDown={onKeyDown} className="mb-2 flex flex-wrap gap-2">
      {modes.map((candidate) => (
        <button
          key={candidate}
          type="button"
          role="tab"
          id={modeTabId(idPrefix, candidate)}
          aria-selected={candidate === mode}
          aria-controls={panelId}
          tabIndex={candidate === mode ? 0 : -1}
          onClick={() => onSelect(candidate)}
          className={tabClass(candidate === mode)}
        >
          {spinModeLabels[candidate]}
        </button>
      ))}
    </div>
  )
}
