import type { Collection } from '../collection/collection.ts'
import { isStringType } from '../schema/field-types.ts'

/**
 * The indexed fields a name stands for (Typesense's `extract_field_name`): the field itself, or, with
 * nested fields on, every field below it (`details` -> `details.description`, `details.names`), in name
 * order. With `stringsOnly`, only string fields below it count.
 */
export function expandFieldName(collection: Collection, name: string, stringsOnly: boolean): string[] {
  if (collection.field(name)) return [name]
  if (!collection.schema.enable_nested_fields) return []
  const prefix = `${name}.`
  return collection
    .concreteFields()
    .filter(
      (f) => f.name.startsWith(prefix) && (!stringsOnly || isStringType(f.type)) && collection.field(f.name),
    )
    .map((f) => f.name)
    .sort()
}
