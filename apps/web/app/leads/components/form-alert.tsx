import { FORM_SUBMIT_ERROR_MESSAGE } from '@forecourt/domain/leads/multi-step-lead'

/**
 * The destructive alert a failed submission shows (spec section 8: "An alert 'An error occurred when
 * submitting this form'", with the error's own message below).
 */
export function FormAlert({ id, errors }: { id: string; errors: string[] | undefined }) {
  return (
    <div id={id} aria-live="assertive">
      {errors?.length ? (
        <div role="alert" className="rounded-md border-2 border-red-700 bg-red-50 p-4 text-red-900">
          <p className="font-bold">{FORM_SUBMIT_ERROR_MESSAGE}</p>
          {errors.map((error) => (
            <p key={error} className="mt-1">
              {error}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  )
}
