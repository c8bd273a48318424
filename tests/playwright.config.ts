import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './e2e/support/chromium'
import { e2ePort } from './e2e/support/server'

const loadSpecs = /lead-(fuzz|reliability)\.spec\.ts$/
// Production's shape: app instances on a real PostgreSQL server and a standalone search engine.
const productionSpecs = /production-topology\.spec\.ts$/

/** End-to-end tests drive the production build in the OS's Chromium; no browser is ever downloaded. */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  // A watchdog for hangs, not a performance bound: a 2-core CI machine running two browsers and the
  // server can take well over the default 30 s for a test that visits many pages.
  timeout: 60_000,
  // Likewise for each expectation: a page that answers in 6 s on a loaded machine is slow, not broken.
  expect: { timeout: 10_000 },
  // The browser tests mostly wait on pages and timers: measured on a 2-core machine, two workers kept the
  // CPU about 40 % busy, so a third shortens the run without starving the server.
  workers: 3,
  forbidOnly: !!process.env.CI,
  // One more try on CI, where nobody can rerun a test by hand; the report still names every flaky test.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    // Recording a trace for every test costs CPU on each; CI prints the failure itself instead.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: [loadSpecs, productionSpecs],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // A phone runs what differs on a phone (layouts, the drawer, the bottom bar, dialogs, touch, each page
    // type's accessibility): tests tagged '@phone'. Every test, tagged or not, runs on the desktop.
    {
      name: 'phone',
      testIgnore: [loadSpecs, productionSpecs],
      grep: /@phone/,
      use: { ...devices['Pixel 7'], channel: undefined },
    },
    {
      name: 'production',
      testMatch: productionSpecs,
      // Three servers of its own: after the browser tests, beside the load specs.
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // The lead load and fuzz specs saturate this machine's cores: they run once, after the browser
    // tests, so they never slow a shopper's test into a timeout.
    {
      name: 'load',
      testMatch: loadSpecs,
      workers: 2,
      dependencies: ['desktop', 'phone'],
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
  webServer: {
    command: 'node e2e/support/start-server.ts',
    url: `http://localhost:${e2ePort}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
