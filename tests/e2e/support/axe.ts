import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/**
 * Fails with the list of WCAG 2.2 A/AA violations axe finds on the page as it stands, or only within the
 * `include` selectors (for a check made while a fixed bar may sit over unrelated parts of the page).
 */
export async function expectNoAxeViolations(page: Page, include: readonly string[] = []) {
  // Sections below the first screen skip their layout until they scroll near (content-visibility in
  // app.css). axe measures every element, and the contents of a skipped section then overlap whatever
  // follows its placeholder, so target sizes and colours were judged against the wrong neighbours, by
  // the accident of where they fell. Drawn in full, as a shopper scrolling sees them, the page is judged
  // as it is laid out.
  await page.evaluate(() => {
    for (const section of document.querySelectorAll<HTMLElement>('.render-when-visible')) {
      section.style.contentVisibility = 'visible'
    }
  })
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
  for (const selector of include) builder = builder.include(selector)
  const results = await builder.analyze()
  const summary = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }))
  expect(summary).toEqual([])
}
