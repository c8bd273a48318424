import type { Locator, Page } from '@playwright/test'

/**
 * Measures of a page as a person sees it, shared by the phone layout spec and `npm run screenshots`: the
 * site header's height, sideways overflow, the hero carousel's control rows, and the tap targets too small
 * for a thumb (WCAG 2.5.5's 44 × 44 CSS px).
 */

export const MIN_TAP_TARGET_PX = 44

/** How far the page scrolls sideways (0 when it fits the screen). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth))

/** The height of the site header (the page's banner) in CSS px, or null on a page without one. */
export const headerHeight = (page: Page) =>
  page.evaluate(() => {
    const header = document.querySelector('body > header')
    return header ? Math.round(header.getBoundingClientRect().height) : null
  })

/** The top of the page's main heading, in CSS px from the top of the page (null without one). */
export const mainHeadingTop = (page: Page) =>
  page.evaluate(() => {
    const heading = document.querySelector('main h1')
    return heading ? Math.round(heading.getBoundingClientRect().top + window.scrollY) : null
  })

/** The hero carousel's controls (Pause or Play, previous, the slide dots, next). */
export const carouselControls = (page: Page) =>
  page.locator('[aria-roledescription="carousel"] button[aria-controls]').filter({ visible: true })

/**
 * The lines the hero carousel's controls sit on: 1 when they share one row, 0 on a page without the
 * carousel (or before hydration shows them).
 */
export async function carouselControlRows(page: Page): Promise<number> {
  const tops = await carouselControls(page).evaluateAll((buttons) =>
    buttons.map((button) => {
      const box = button.getBoundingClientRect()
      return box.top + box.height / 2
    }),
  )
  const rows: number[] = []
  for (const middle of tops.sort((a, b) => a - b)) {
    if (rows.length === 0 || middle - rows[rows.length - 1]! > 8) rows.push(middle)
  }
  return rows.length
}

/** The visible ones among these controls smaller than 44 × 44 px, described for a failure message. */
export async function smallTapTargets(targets: Locator): Promise<string[]> {
  const small: string[] = []
  for (const target of await targets.filter({ visible: true }).all()) {
    const box = await target.boundingBox()
    if (!box) continue
    // Rounded to a tenth of a pixel: 43.99 from sub-pixel layout is 44.
    const width = Math.round(box.width * 10) / 10
    const height = Math.round(box.height * 10) / 10
    if (width < MIN_TAP_TARGET_PX || height < MIN_TAP_TARGET_PX) {
      const name = await target.evaluate(
        (element) =>
          element.getAttribute('aria-label') ||
          element.textContent?.trim().replace(/\s+/g, ' ') ||
          element.tagName,
      )
      small.push(`"${name}" ${width}×${height}`)
    }
  }
  return small
}
