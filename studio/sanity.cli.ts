import { defineCliConfig } from 'sanity/cli'
import { studioDataset, studioProjectId } from './lib/project.ts'

export default defineCliConfig({
  api: { projectId: studioProjectId, dataset: studioDataset },
  // Builds must be reproducible and offline: the Studio bundles the exact `sanity` version installed.
  deployment: { autoUpdates: false },
  typegen: {
    path: '../packages/content/src/**/*.ts',
    schema: './schema.json',
    generates: '../packages/content/src/sanity.types.ts',
  },
})
