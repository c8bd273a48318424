import type { Page } from '@playwright/test'

/**
 * Holds every script the page asks for until the returned function is called, as on a slow phone where
 * the scripts arrive after the shopper has started typing or choosing.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(/\.js(\?|$)/, async (route) => {
    await held
    await route.continue()
  })
  return release
}
