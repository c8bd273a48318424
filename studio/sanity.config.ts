import { defineConfig } from 'sanity'
import { structureTool } from 'sanity/structure'
import { productionUrl } from './lib/production-url.ts'
import { studioDataset, studioProjectId } from './lib/project.ts'
import { schemaTypes, singletonTypeNames } from './schemaTypes/index.ts'
import { structure } from './structure/index.ts'
import { initialValueTemplates } from './structure/templates.ts'

export default defineConfig({
  name: 'default',
  title: 'Forecourt',
  projectId: studioProjectId,
  dataset: studioDataset,
  plugins: [structureTool({ structure })],
  schema: {
    types: schemaTypes,
    templates: (defaults) => [...defaults, ...initialValueTemplates],
  },
  document: {
    productionUrl,
    // A website's singletons are created from its pane, with the website filled in, never from "new".
    newDocumentOptions: (options) =>
      options.filter((option) => !(singletonTypeNames as readonly string[]).includes(option.templateId)),
  },
})
