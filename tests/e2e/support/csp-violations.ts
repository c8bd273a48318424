import { expect, type Page } from '@playwright/test'

/**
 * Content-Security-Policy violations on a page, for tests that must fail when the policy blocks
 * something the page legitimately uses (docs/decisions/023-security-headers.md). Two witnesses: the
 * document's `securitypolicyviolation` events, recorded by an init script in every frame before any
 * page script runs, and Chromium's console messages ("Refused to load/execute/apply/frame/connect ...").
 *
 *   const violations = watchCspViolations(page)
 *   await page.goto(...)
 *   ...
 *   await violations.expectNone()
 */

export interface CspViolation {
  directive: string
  blocked: string
  source: string
  sample: string
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[]
  }
}

export interface CspWatch {
  /** What was refused so far: events of the current document, and console messages since the watch began. */
  collect: () => Promise<string[]>
  expectNone: () => Promise<void>
}

export function watchCspViolations(page: Page): CspWatch {
  const consoleRefusals: string[] = []
  page.on('console', (message) => {
    const text = message.text()
    if (/Refused to|Content Security Policy/i.test(text)) consoleRefusals.push(`console: ${text}`)
  })
  // Init scripts run before the page's own, in every document the page opens, frames included.
  void page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
        sample: event.sample,
      })
    })
  })
  const collect = async () => {
    const events = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as CspViolation[])
    return [
      ...events.map(
        (event) =>
          `${event.directive} refused ${event.blocked || '(inline)'} at ${event.source} ${event.sample}`,
      ),
      ...consoleRefusals,
    ]
  }
  return {
    collect,
    expectNone: async () => expect(await collect(), 'Content-Security-Policy violations').toEqual([]),
  }
}
