import { type BrowserContextOptions, devices } from '@playwright/test'

/** The two screens the pages are looked at on: a phone (390 × 844, as an iPhone 13–15) and a laptop. */
export const viewports = {
  phone: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    screen: { width: 390, height: 844 },
    deviceScaleFactor: 2,
  },
  desktop: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1366, height: 900 },
    screen: { width: 1366, height: 900 },
    deviceScaleFactor: 1,
  },
} satisfies Record<string, BrowserContextOptions>

export type ViewportName = keyof typeof viewports
export const viewportNames = Object.keys(viewports) as ViewportName[]
