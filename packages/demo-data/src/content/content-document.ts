import { hashString } from '../random.ts'

/** A document in Sanity's export format. Field shapes follow the Studio schema; no per-type interfaces. */
export interface ContentDocument {
  _id: string
  _type: string
  [field: string]: unknown
}

/** Every demo document claims to have been created and last edited at this moment. */
export const DEMO_CONTENT_TIMESTAMP = '2026-11-01T00:00:00Z'

export const reference = (id: string) => ({ _type: 'reference', _ref: id })

export const slugOf = (current: string) => ({ _type: 'slug', current })

/**
 * Adds the system fields the Content Lake would set and sorts by id, so the dataset is byte-identical from
 * run to run. The revision is a hash of the content: it changes exactly when the document does.
 */
export function finaliseDocuments(documents: readonly ContentDocument[]): ContentDocument[] {
  const seen = new Set<string>()
  for (const { _id } of documents) {
    if (seen.has(_id)) throw new Error(`Duplicate content document id ${_id}`)
    seen.add(_id)
  }
  return documents
    .map(({ _id, _type, ...fields }) => {
      const content = { _id, _type, ...fields }
      const rev = `demo${hashString(JSON.stringify(content)).toString(36).padStart(7, '0')}`
      return {
        _id,
        _type,
        _createdAt: DEMO_CONTENT_TIMESTAMP,
        _updatedAt: DEMO_CONTENT_TIMESTAMP,
        _rev: rev,
        ...fields,
      }
    })
    .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
}
