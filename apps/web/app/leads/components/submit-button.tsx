/** The form's submit button: a spinner and 'Sending…' while the form is on its way, back to normal on an answer. */
export function SubmitButton({
  busy,
  children,
  name,
  value,
}: {
  busy: boolean
  children: string
  /** A form with several buttons posts which one was pressed (e.g. `intent`). */
  name?: string
  value?: string
}) {
  return (
    <button
      type="submit"
      name={name}
      value={value}
      className="button-primary gap-2"
      aria-disabled={busy || undefined}
      data-busy={busy || undefined}
    >
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-none"
          />
          Sending…
        </>
      ) : (
        children
      )}
    </button>
  )
}
