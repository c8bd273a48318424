import { vehiclesCollection } from './collections/vehicles.ts'
import { anyOf, type FilterExpression } from './filter-expression.ts'
import { isWritableValue } from './filter-writer.ts'

const fieldTypes = new Map<string, string>(vehiclesCollection.fields.map((field) => [field.name, field.type]))
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?$/

/**
 * A list facet's refinement (values from a URL, so text) as a filter on the stock index: the field is any
 * of the values, each as the field's type. A value that cannot be of that type, or that the filter writer
 * refuses, is left out, as it matches no car; with none left, the refinement matches no car.
 */
export function facetRefinement(attribute: string, texts: readonly string[]): FilterExpression {
  const type = fieldTypes.get(attribute)?.replace('[]', '')
  if (type === 'bool')
    return anyOf(
      attribute,
      texts.filter((text) => text === 'true' || text === 'false').map((text) => text === 'true'),
    )
  if (type === 'int32' || type === 'int64' || type === 'float')
    return anyOf(attribute, texts.filter((text) => NUMBER_TEXT.test(text)).map(Number))
  return anyOf(attribute, texts.filter(isWritableValue))
}
