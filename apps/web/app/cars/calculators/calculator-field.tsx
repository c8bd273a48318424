import type { ChangeEvent, Ref } from 'react'

/**
 * A labelled text field of a calculator form, with its error below: the input is marked invalid and
 * described by the error while there is one.
 */
export function CalculatorField({
  id,
  name,
  label,
  value,
  error,
  hint,
  inputMode,
  maxLength,
  autoComplete,
  autoFocus,
  inputRef,
  onChange,
}: {
  id: string
  name: string
  label: string
  value: string
  error: string | null
  hint?: string
  inputMode: 'numeric' | 'decimal'
  maxLength: number
  autoComplete?: string
  autoFocus?: boolean
  inputRef?: Ref<HTMLInputElement>
  onChange: (value: string) => void
}) {
  const hintId = `${id}-hint`
  const errorId = `${id}-error`
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        inputMode={inputMode}
        maxLength={maxLength}
        autoComplete={autoComplete ?? 'off'}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the field the server found wrong
        autoFocus={autoFocus}
        value={value}
        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className="mt-1 block w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700"
      />
      <p id={errorId} className="mt-1 min-h-5 text-sm font-semibold text-red-800" aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  )
}
