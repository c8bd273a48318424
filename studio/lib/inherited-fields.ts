import type { FieldDefinition } from 'sanity'
import { InheritedSettingField } from '../components/inherited-setting-field.tsx'

/** Website settings' fields, each showing what the site uses while it is left empty. */
export function showingInheritedValues(fields: FieldDefinition[]): FieldDefinition[] {
  return fields.map((field) => {
    const own = (field as { components?: Record<string, unknown> }).components
    return { ...field, components: { ...own, field: InheritedSettingField } } as FieldDefinition
  })
}
