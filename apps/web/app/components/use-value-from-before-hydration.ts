import { type RefObject, useEffect } from 'react'

/**
 * Scripts start after the first paint (ADR 034), so a shopper can type or choose before React owns the
 * page. React keeps what the field shows but does not tell the state, which a later render would then
 * write back over it. Once, when the page becomes interactive, this hands the field's shown value to the
 * state where the two differ. Call it after any effect that sets the same state when the field mounts,
 * since effects run in order and the later one wins.
 */
export function useValueFromBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  stateValue: string,
  setValue: (value: string) => void,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at hydration, by design
  useEffect(() => {
    const shown = field.current?.value
    if (shown !== undefined && shown !== stateValue) setValue(shown)
  }, [])
}
