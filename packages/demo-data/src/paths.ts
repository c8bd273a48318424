import { fileURLToPath } from 'node:url'

/** Repository root, resolved from this file so every caller agrees whatever its working directory. */
export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url))

/** Where `npm start` writes and reads the generated demo data unless configured otherwise. */
export const defaultDemoDir = `${repoRoot}.data/demo`

export function demoPaths(dir: string = defaultDemoDir) {
  return {
    dir,
    /** Content dataset in Sanity's export format (one document per line). */
    contentDataset: `${dir}/content.ndjson`,
    /** Stock feed: one vehicle per line, the spec's Vehicle fields. */
    stockFeed: `${dir}/stock.ndjson`,
    /** Generated SVG photos and logos, served under `/demo-media/`. */
    media: `${dir}/media`,
  }
}

/** URL prefix the web app serves the generated media under. */
export const demoMediaUrlPrefix = '/demo-media'
