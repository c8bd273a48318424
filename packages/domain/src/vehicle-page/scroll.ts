/**
 * Scroll thresholds on the vehicle page (spec, stock document section 9): "Sticky header at scroll 500 px;
 * mobile bar changes style after 900 px." The sticky header itself is a dealer setting (`stickyHeader`).
 */

export const STICKY_HEADER_SCROLL_PX = 500
export const MOBILE_BAR_STYLE_SCROLL_PX = 900

export function showStickyHeader(scrollY: number, enabled = true): boolean {
  return enabled && scrollY > STICKY_HEADER_SCROLL_PX
}

/** The mobile bottom bar (Reserve Car Now, Enquire Now or Instant Message, Call Now) once scrolled past 900 px. */
export function mobileBarScrolledStyle(scrollY: number): boolean {
  return scrollY > MOBILE_BAR_STYLE_SCROLL_PX
}
