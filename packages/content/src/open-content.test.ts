import { describe, expect, it } from 'vitest'
import { embeddedDatasetPath, embeddedMediaDir } from './open-content.ts'

const embedded = (datasetPath: string | null) => ({
  dataDir: '.data',
  content: { source: 'embedded' as const, datasetPath, watch: false, webhookSecret: null },
})

describe('the embedded dataset and its images', () => {
  it('reads the demo dataset of the data directory when no dataset is named', () => {
    expect(embeddedDatasetPath(embedded(null), '/repo')).toBe('/repo/.data/demo/content.ndjson')
    expect(embeddedMediaDir(embedded(null), '/repo')).toBe('/repo/.data/demo/media')
  })

  it('serves the images beside a named dataset, wherever the data directory is', () => {
    // A second server on its own data directory reading the first one's content shows the same logos.
    const config = embedded('.data/e2e/demo/content.ndjson')
    expect(embeddedDatasetPath(config, '/repo')).toBe('/repo/.data/e2e/demo/content.ndjson')
    expect(embeddedMediaDir(config, '/repo')).toBe('/repo/.data/e2e/demo/media')
    expect(embeddedMediaDir(embedded('/srv/content/dataset.ndjson'), '/repo')).toBe('/srv/content/media')
  })
})
