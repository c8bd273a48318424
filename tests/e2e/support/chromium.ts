/**
 * The OS's browser and the flags every browser here runs with (no browser is ever downloaded).
 *
 * Tests drive Debian's `chromium-headless-shell`: the same Chromium engine (one source package, one version)
 * without the full browser's UI layers, which measured about 40 % less CPU per test on this suite's 2-core
 * machines (ADR 066). Lighthouse keeps the full browser (`tests/bench/lighthouse-run.ts`). CHROMIUM_PATH
 * points both at another Chromium or Chrome. Without the background-networking flags Chromium keeps calling
 * out to a network that is closed.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
