/**
 * One page of the platform's index of websites (issue 36: "the index of sites pages through them"). Pure:
 * the caller gives how many websites there are and the `page` the address asked for.
 */

/** Websites listed on one page of the index. */
export const SITE_INDEX_PAGE_SIZE = 50

export interface SiteIndexPage {
  /** 1-based; an absent, malformed or too large page number gives the nearest real page. */
  page: number
  pageCount: number
  /** The slice of the directory shown: [start, end). */
  start: number
  end: number
}

export function siteIndexPage(
  total: number,
  requested: string | null,
  pageSize = SITE_INDEX_PAGE_SIZE,
): SiteIndexPage {
  const pageCount = Math.max(1, Math.ceil(total / pageSize))
  const asked = requested && /^\d{1,6}$/.test(requested) ? Number(requested) : 1
  const page = Math.min(Math.max(asked, 1), pageCount)
  const start = (page - 1) * pageSize
  return { page, pageCount, start, end: Math.min(start + pageSize, total) }
}
