import type { Page } from '@playwright/test'
import { formatTable } from '../bench/table.ts'
import {
  carouselControlRows,
  headerHeight,
  horizontalOverflow,
  mainHeadingTop,
} from '../e2e/support/layout.ts'
import type { SitePage } from './site-pages.ts'

export interface PageMeasures {
  site: string
  page: string
  viewport: string
  /** The address asked for, and the one shown (after any redirect) with its status. */
  path: string
  shown: string
  status: number
  headerPx: number | null
  carouselRows: number
  overflowPx: number
  headingTopPx: number | null
  file: string
}

/** One page as a shopper sees it once it has hydrated: its screenshot and its measures. */
export async function shoot(
  page: Page,
  origin: string,
  site: string,
  viewport: string,
  sitePage: SitePage,
  file: string,
  options: { fullPage: boolean },
): Promise<PageMeasures> {
  const response = await page.goto(`${origin}${sitePage.path}`)
  await page.locator('html[data-hydrated]').waitFor({ timeout: 15_000 })
  if (options.fullPage) await scrollThrough(page)
  // Images still loading get a moment; a page that keeps a connection busy is shot as it stands.
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {})
  await page.screenshot({ path: file, fullPage: options.fullPage, animations: 'disabled' })
  const shown = new URL(page.url())
  return {
    site,
    page: sitePage.name,
    viewport,
    path: sitePage.path,
    shown: `${shown.pathname}${shown.search}`,
    status: response?.status() ?? 0,
    headerPx: await headerHeight(page),
    carouselRows: await carouselControlRows(page),
    overflowPx: await horizontalOverflow(page),
    headingTopPx: await mainHeadingTop(page),
    file,
  }
}

/**
 * Down the page a screen at a time and back, so lazy images load; sections the browser skips until they
 * scroll near (content-visibility) are drawn, as a person scrolling sees them, since a full-page shot
 * paints only what is near the screen.
 */
async function scrollThrough(page: Page) {
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const { height, screen } = await page.evaluate(() => ({
    height: document.documentElement.scrollHeight,
    screen: window.innerHeight,
  }))
  for (let y = 0; y < height; y += screen) {
    await page.evaluate((top) => window.scrollTo(0, top), y)
    await page.waitForTimeout(50)
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}

/** The measures as a plain-text table: the site, page and viewport, then the figures. */
export function measuresTable(measures: readonly PageMeasures[]): string {
  const rows = measures.map((measure) => [
    measure.site,
    measure.page,
    measure.viewport,
    String(measure.status),
    measure.headerPx === null ? '-' : `${measure.headerPx}`,
    measure.carouselRows ? `${measure.carouselRows}` : '-',
    `${measure.overflowPx}`,
    measure.headingTopPx === null ? '-' : `${measure.headingTopPx}`,
    measure.shown === measure.path ? '' : measure.shown,
  ])
  const headers = [
    'site',
    'page',
    'viewport',
    'status',
    'header px',
    'carousel rows',
    'overflow px',
    'h1 top px',
    'shown',
  ]
  return formatTable(headers, rows, 3)
}
