import { showMeCarsLabel } from '@forecourt/domain/search/facet-panel'
import { SEARCH_ROOT } from '@forecourt/domain/search/landing-paths'
import {
  QUICK_SEARCH_PRICE_LIMITS,
  type QuickSearchChoice,
  quickSearchHref,
  quickSearchState,
} from '@forecourt/domain/search/quick-search'
import { WORDS_PARAM } from '@forecourt/domain/search-words/search-words-state'
import { formatAud } from '@forecourt/domain/vehicle-card/price'
import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import { withWords } from '~/search/search-words'
import { countVehicles } from '~/search/vehicle-count'

export interface QuickSearchData {
  makes: string[]
  models: { make: string; model: string }[]
  bodies: string[]
  total: number
  search: { url: string; apiKey: string; indexName: string }
}

const COUNT_DEBOUNCE_MS = 200

/**
 * What the shopper wants in their own words ('red diesel ute under 40k'), or make, model, price and body,
 * with 'Show Me N cars'. A plain GET form to the results route, which understands the words as filters;
 * once interactive, models follow the chosen make and the button counts the matching cars as choices
 * change (words are understood on the server, so with words the button just searches).
 */
export function QuickSearch({ data }: { data: QuickSearchData }) {
  const navigate = useNavigate()
  const [choice, setChoice] = useState<QuickSearchChoice>({})
  const [words, setWords] = useState('')
  const [count, setCount] = useState(data.total)
  const form = useRef<HTMLFormElement>(null)
  const models = data.models.filter((entry) => !choice.make || entry.make === choice.make)

  // Scripts start after the first paint (ADR 034), so a shopper may choose before the page is interactive:
  // React keeps what the form shows but does not tell the state, which would count and search without it.
  // The whole form is read once, as use-value-from-before-hydration.ts does for single fields.
  useEffect(() => {
    if (!form.current) return
    const shown = new FormData(form.current)
    const text = (name: string) => String(shown.get(name) ?? '') || undefined
    const maxPrice = Number(text('price_max')) || undefined
    const fromForm = { make: text('make'), model: text('model'), maxPrice, body: text('body') }
    if (Object.values(fromForm).some(Boolean)) setChoice(fromForm)
    setWords(text(WORDS_PARAM) ?? '')
  }, [])

  useEffect(() => {
    const state = quickSearchState(choice)
    if (Object.keys(state.refinements).length === 0 && Object.keys(state.ranges).length === 0) {
      setCount(data.total)
      return
    }
    const controller = new AbortController()
    const timer = setTimeout(() => {
      countVehicles(data.search, state, controller.signal)
        .then(setCount)
        .catch(() => {
          // Keep the last count: the button still works, it just can't say how many.
        })
    }, COUNT_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [choice, data.search, data.total])

  const select = (
    name: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    options: React.ReactNode,
  ) => (
    <label className="flex flex-col gap-1 text-sm font-semibold">
      {label}
      <select
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="min-h-11 rounded-md border border-line bg-surface-raised px-2 font-normal text-ink"
      >
        {options}
      </select>
    </label>
  )

  return (
    <search aria-label="Quick search">
      <form
        ref={form}
        method="get"
        action={SEARCH_ROOT}
        onSubmit={(event) => {
          event.preventDefault()
          const href = quickSearchHref(choice)
          navigate(words.trim() ? withWords(href, words) : href)
        }}
        className="grid gap-4 rounded-lg bg-surface-raised p-4 text-ink shadow-lg sm:grid-cols-2 lg:grid-cols-5 lg:items-end"
      >
        <label className="flex flex-col gap-1 text-sm font-semibold sm:col-span-2 lg:col-span-5">
          What are you looking for?
          <input
            type="search"
            name={WORDS_PARAM}
            value={words}
            onChange={(event) => setWords(event.target.value)}
            placeholder="e.g. red diesel ute under 40k, 7 seater under 30k"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={200}
            className="min-h-11 rounded-md border border-line bg-surface-raised px-3 font-normal text-ink"
          />
        </label>
        {select(
          'make',
          'Make',
          choice.make ?? '',
          (make) => setChoice({ ...choice, make: make || undefined, model: undefined }),
          <>
            <option value="">Any make</option>
            {data.makes.map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </>,
        )}
        {select(
          'model',
          'Model',
          choice.model ?? '',
          (model) => setChoice({ ...choice, model: model || undefined }),
          <>
            <option value="">Any model</option>
            {models.map((entry) => (
              <option key={`${entry.make}>${entry.model}`} value={entry.model}>
                {choice.make ? entry.model : `${entry.make} ${entry.model}`}
              </option>
            ))}
          </>,
        )}
        {select(
          'price_max',
          'Price',
          choice.maxPrice ? String(choice.maxPrice) : '',
          (price) => setChoice({ ...choice, maxPrice: price ? Number(price) : undefined }),
          <>
            <option value="">Any price</option>
            {QUICK_SEARCH_PRICE_LIMITS.map((limit) => (
              <option key={limit} value={limit}>
                Under {formatAud(limit)}
              </option>
            ))}
          </>,
        )}
        {select(
          'body',
          'Body type',
          choice.body ?? '',
          (body) => setChoice({ ...choice, body: body || undefined }),
          <>
            <option value="">Any body type</option>
            {data.bodies.map((body) => (
              <option key={body} value={body}>
                {body}
              </option>
            ))}
          </>,
        )}
        <button type="submit" className="button-primary min-h-11 justify-center" aria-live="polite">
          {words.trim() ? 'Search' : showMeCarsLabel(count)}
        </button>
      </form>
    </search>
  )
}
