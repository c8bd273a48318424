/**
 * The Sanity project the Studio talks to. `forecourt-demo` is a deliberately fake id so that offline
 * builds, schema extraction and typegen work without credentials; a real deployment sets
 * SANITY_STUDIO_PROJECT_ID (the Studio cannot load or edit content without it).
 */
export const placeholderProjectId = 'forecourt-demo'

export const studioProjectId = process.env.SANITY_STUDIO_PROJECT_ID || placeholderProjectId
export const studioDataset = process.env.SANITY_STUDIO_DATASET || 'production'

/** The Content Lake API version used by the Studio's own queries (structure filters, validators). */
export const studioApiVersion = '2025-02-19'
