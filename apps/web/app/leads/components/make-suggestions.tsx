import { VEHICLE_MAKES } from '@forecourt/domain/leads/vehicle-makes'

export const MAKE_SUGGESTIONS_ID = 'vehicle-make-suggestions'

/**
 * The static list of makes (spec: "a static list of about 140 makes") as suggestions for a make box:
 * text only, no logos, and any make may still be typed.
 */
export function MakeSuggestions() {
  return (
    <datalist id={MAKE_SUGGESTIONS_ID}>
      {VEHICLE_MAKES.map((make) => (
        <option key={make} value={make} />
      ))}
    </datalist>
  )
}
