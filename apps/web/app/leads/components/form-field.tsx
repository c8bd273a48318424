import { type FieldMetadata, getInputProps, getSelectProps, getTextareaProps } from '@conform-to/react'
import type { ReactNode } from 'react'

/**
 * Labelled form controls for lead forms. Conform gives each control its id, name, default value,
 * aria-invalid and aria-describedby (pointing at the error), and moves focus to the first invalid field
 * in the browser. Without JavaScript, every invalid control the server answered with carries
 * `autofocus`, and the browser focuses the first of them in the page: the first invalid field.
 */

/** `autofocus` for a control the server found invalid (see above). */
export const autoFocusIfInvalid = (meta: FieldMetadata<unknown>) => (meta.errors ? true : undefined)

const controlClass =
  'mt-1 block w-full rounded-md border border-ink-muted bg-surface-raised px-3 py-2 text-base aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700'

function Label({
  meta,
  label,
  required,
}: {
  meta: FieldMetadata<unknown>
  label: string
  required: boolean
}) {
  return (
    <label htmlFor={meta.id} className="block font-semibold">
      {label}
      {required ? (
        <span className="text-red-800" aria-hidden="true">
          {' '}
          *
        </span>
      ) : (
        <span className="font-normal text-ink-muted"> (optional)</span>
      )}
    </label>
  )
}

export function FieldError({ meta }: { meta: FieldMetadata<unknown> }) {
  const message = meta.errors?.[0]
  return (
    <p id={meta.errorId} className="mt-1 min-h-5 text-sm font-semibold text-red-800" aria-live="polite">
      {message ?? ''}
    </p>
  )
}

interface FieldProps {
  // biome-ignore lint/suspicious/noExplicitAny: a field of any schema
  meta: FieldMetadata<any>
  label: string
  required?: boolean
  hint?: ReactNode
}

export function TextField({
  meta,
  label,
  required = true,
  hint,
  type = 'text',
  autoComplete,
  inputMode,
  readOnly,
  list,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel' | 'date'
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'tel' | 'email'
  /** Shown and posted, not changed (a verified mobile). */
  readOnly?: boolean
  /** The id of a datalist of suggestions (the list of makes). */
  list?: string
}) {
  const props = getInputProps(meta, { type })
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      {hint ? (
        <p id={meta.descriptionId} className="text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <input
        {...props}
        key={props.key}
        required={required}
        autoComplete={autoComplete}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the first invalid field after a failed post
        autoFocus={autoFocusIfInvalid(meta)}
        inputMode={inputMode}
        readOnly={readOnly}
        list={list}
        aria-describedby={
          [hint ? meta.descriptionId : null, meta.errors ? meta.errorId : null].filter(Boolean).join(' ') ||
          undefined
        }
        className={controlClass}
      />
      <FieldError meta={meta} />
    </div>
  )
}

export function TextAreaField({ meta, label, required = true }: FieldProps) {
  const props = getTextareaProps(meta)
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      <textarea
        {...props}
        key={props.key}
        required={required}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the first invalid field after a failed post
        autoFocus={autoFocusIfInvalid(meta)}
        rows={4}
        className={controlClass}
      />
      <FieldError meta={meta} />
    </div>
  )
}

export function SelectField({
  meta,
  label,
  options,
  placeholder = 'Please choose',
  required = true,
}: FieldProps & { options: { value: string; label: string }[]; placeholder?: string }) {
  const props = getSelectProps(meta)
  return (
    <div>
      <Label meta={meta} label={label} required={required} />
      <select
        {...props}
        key={props.key}
        required={required}
        // biome-ignore lint/a11y/noAutofocus: without JavaScript, focus must reach the first invalid field after a failed post
        autoFocus={autoFocusIfInvalid(meta)}
        className={controlClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError meta={meta} />
    </div>
  )
}
