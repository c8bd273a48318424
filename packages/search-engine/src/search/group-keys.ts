import type { GroupField } from './group-fields.ts'

/**
 * A function giving each document's group: documents share a group when their group-by values are the
 * same. As in Typesense, whose group key is a hash combining the facet hashes of the values present,
 * missing values are skipped: documents without any of the values form one group, or each its own group
 * when `group_missing_values` is false.
 */
export function groupKeyer(
  fields: readonly GroupField[],
  missingValues: boolean,
): (ordinal: number) => number | string {
  const only = fields.length === 1 && !fields[0]!.facet.isArray ? fields[0]!.facet : undefined
  if (only) {
    // The common case, one single-valued field: the value's id in the facet dictionary is the key.
    return (ordinal) => {
      const ids = only.valueIds(ordinal)
      if (ids.length > 0) return ids[0]!
      return missingValues ? -1 : `\u0000${ordinal}`
    }
  }
  return (ordinal) => {
    let key = ''
    let present = false
    for (const { facet } of fields) {
      const ids = facet.valueIds(ordinal)
      for (let i = 0; i < ids.length; i++) {
        key += `${facet.labels[ids[i]!]}\u0001`
        present = true
      }
    }
    if (!present && !missingValues) return `\u0000${ordinal}`
    return key
  }
}
