import { join } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'

/** Where `npm start` writes and reads the generated demo data unless configured otherwise. */
export const defaultDemoDir = join(repoRoot, '.data/demo')

export function demoPaths(dir: string = defaultDemoDir) {
  return {
    dir,
    /** Content dataset in Sanity's export format (one document per line). */
    contentDataset: `${dir}/content.ndjson`,
    /** Stock feed: one vehicle per line, the spec's Vehicle fields. */
    stockFeed: `${dir}/stock.ndjson`,
    /** The feed as it was a few days earlier, with cars that have left since (ingested first, to remove them). */
    earlierStockFeed: `${dir}/stock-earlier.ndjson`,
    /** The registered demo vehicles by state and plate: what the embedded rego lookup finds. */
    vehicleRegistry: `${dir}/vehicle-registry.ndjson`,
    /** Generated SVG photos and logos, served under `/demo-media/`. */
    media: `${dir}/media`,
  }
}

/** URL prefix the web app serves the generated media under. */
export const demoMediaUrlPrefix = '/demo-media'
