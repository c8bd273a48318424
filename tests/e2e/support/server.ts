/** The port the end-to-end server listens on, away from the 3000 a developer's `npm start` uses. */
export const e2ePort = Number(process.env.E2E_PORT ?? 3100)

/**
 * Where the end-to-end servers keep their data, relative to the repo root; one directory per port, so two
 * suites started with different `E2E_PORT`s can run side by side.
 */
export const e2eDataDir = (name = 'main') => `.data/e2e-${e2ePort}/${name}`

/** The address of a demo website on the end-to-end server. */
export const siteUrl = (slug: string, path = '/') => `http://${slug}.localhost:${e2ePort}${path}`

export const platformUrl = (path = '/') => `http://localhost:${e2ePort}${path}`
