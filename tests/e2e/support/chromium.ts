/**
 * The OS's Chromium and the flags every browser here runs with (no browser is ever downloaded). Without the
 * background-networking flags Chromium keeps calling out to a network that is closed.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
