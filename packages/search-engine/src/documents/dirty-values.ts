export type DirtyValues = 'reject' | 'drop' | 'coerce_or_reject' | 'coerce_or_drop'

/** Typesense's default is `reject`, or `coerce_or_reject` when the schema has dynamic fields. */
export function parseDirtyValues(raw: string | undefined, hasDynamicFields: boolean): DirtyValues {
  const value = (raw ?? '').toLowerCase()
  if (value === 'reject' || value === 'drop' || value === 'coerce_or_reject' || value === 'coerce_or_drop')
    return value
  return hasDynamicFields ? 'coerce_or_reject' : 'reject'
}
