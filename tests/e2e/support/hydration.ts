import { expect, type Page } from '@playwright/test'

/** Waits until React has hydrated the page, so clicks reach its handlers rather than the bare HTML. */
export const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true')
