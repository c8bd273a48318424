import { TEXT_SEARCH_DEBOUNCE_MS } from '@forecourt/domain/search/range-slider'
import { WORDS_PARAM } from '@forecourt/domain/search-words/search-words-state'
import { useEffect, useRef, useState } from 'react'
import { useValueFromBeforeHydration } from '~/components/use-value-from-before-hydration'
import { useSearchView } from '../search-view-context'
import { useUnderstandWords } from '../search-words'

/**
 * The keyword search of the panel: refines 300 ms after typing stops; Enter (or the panel's form without
 * JavaScript, as `words`) has the server understand the words as filters (search in plain words).
 */
export function QueryBox() {
  const {
    state: { query },
    refine,
  } = useSearchView()
  const [text, setText] = useState(query)
  const understand = useUnderstandWords()
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const typing = useRef(false)
  const field = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (!typing.current) setText(query)
  }, [query])
  // After the effect above, which would otherwise put the URL's words back over what was typed.
  useValueFromBeforeHydration(field, text, setText)
  useEffect(() => () => clearTimeout(timer.current), [])
  const commit = (value: string) => {
    clearTimeout(timer.current)
    typing.current = false
    refine((latest) => ({ ...latest, query: value.trim() }))
  }
  return (
    <div className="border-b border-line pb-4">
      <label htmlFor="search-query" className="font-semibold">
        Keyword search
      </label>
      <input
        ref={field}
        id="search-query"
        name={WORDS_PARAM}
        type="search"
        value={text}
        placeholder="Keyword search eg. EV, SUV, Toyota"
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => {
          const value = event.target.value
          setText(value)
          typing.current = true
          clearTimeout(timer.current)
          timer.current = setTimeout(() => commit(value), TEXT_SEARCH_DEBOUNCE_MS)
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return
          event.preventDefault()
          clearTimeout(timer.current)
          typing.current = false
          understand(text)
        }}
        className="mt-2 w-full rounded-md border border-line px-3 py-2"
      />
    </div>
  )
}
