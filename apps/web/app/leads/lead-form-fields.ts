/**
 * Hidden fields every lead form carries, shared by the forms (which render them) and the actions (which
 * read them).
 */

/** Invisible to people, tempting to bots: a lead that fills it is dropped (lead-post.server.ts). */
export const HONEYPOT_FIELD = 'company_website'

export const LEAD_CONTEXT_FIELDS = {
  /** The page the form is on, rendered by the server so it is known without JavaScript. */
  pageUrl: 'page_url',
  /** JSON array of the site paths visited this session (filled in by the browser). */
  visitedPages: 'visited_pages',
  /** JSON object of the campaign parameters seen this session (filled in by the browser). */
  linkedQueryParams: 'linked_query_params',
} as const

/**
 * Posted by a form that keeps the shopper where they are (a dialog): a step that would redirect to the
 * next step answers `{ next }` instead, for the dialog to load that step in place.
 */
export const STAY_FIELD = '_stay'
