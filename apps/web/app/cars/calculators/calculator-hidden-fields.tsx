import { CALCULATOR_PARAM, type CalculatorName } from './calculator-params'

/** The marker naming the form and the page's other query parameters, for a calculator's GET form. */
export function CalculatorHiddenFields({
  calculator,
  kept,
}: {
  calculator: CalculatorName
  kept: readonly (readonly [string, string])[]
}) {
  return (
    <>
      <input type="hidden" name={CALCULATOR_PARAM} value={calculator} />
      {kept.map(([name, value], index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a parameter may repeat with the same value
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
    </>
  )
}
