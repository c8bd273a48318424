import { create, insertMultiple, type Results, search } from '@orama/orama'
import { buildVehicleDocuments, dropNulls, jsonLineBatches } from './bench-data.ts'
import { GEO_FIELD, withCoordinates } from './bench-geo.ts'
import type { WorkerResult } from './bench-types.ts'
import { measureKinds } from './measure-kinds.ts'
import { settledMemory } from './memory.ts'
import {
  facetSearch,
  nearMeSearch,
  type OramaParams,
  oramaSchema,
  similarCarsSearches,
  srpSearch,
  textSearch,
} from './orama-requests.ts'
import { type IterationInput, iterationInputs } from './query-inputs.ts'
import { parseWorkerArgs, progress, sendResult } from './worker-args.ts'

/** The same documents and equivalent requests through @orama/orama, in-process. */

const IMPORT_BATCH = 1000
const { size, budget, inputCount } = parseWorkerArgs(process.argv.slice(2))
const notes: string[] = []

function prepare(): { batches: string[][]; inputs: IterationInput[] } {
  const documents = withCoordinates(buildVehicleDocuments(size))
  // Orama's geopoints are {lat, lon} objects.
  const oramaDocuments = documents.map((doc) => {
    const [lat, lon] = doc[GEO_FIELD]
    return { ...doc, [GEO_FIELD]: { lat, lon } }
  })
  return {
    batches: jsonLineBatches(oramaDocuments, IMPORT_BATCH, dropNulls),
    inputs: iterationInputs(inputCount, documents),
  }
}

progress(`orama: generating ${size} vehicles`)
const { batches, inputs } = prepare()

const before = await settledMemory()
const db = create({ schema: oramaSchema() })
const start = performance.now()
// Parsing is inside the timed loop, as our engine parses the JSON lines it imports.
for (const batch of batches) {
  await insertMultiple(
    db,
    batch.map((line) => JSON.parse(line)),
    IMPORT_BATCH,
  )
}
const importDocsPerSecond = size / ((performance.now() - start) / 1000)
const after = await settledMemory()
progress(`orama: imported at ${Math.round(importDocsPerSecond)} docs/s; timing requests`)

type Found = Results<unknown>
const run = (params: OramaParams): Promise<Found> =>
  Promise.resolve(search(db, params) as Found | Promise<Found>)
const count = async (params: OramaParams) => (await run(params)).count
const facetTotal = async (params: OramaParams) =>
  Object.values((await run(params)).facets?.make?.values ?? {}).reduce((total, value) => total + value, 0)

const latency = await measureKinds(
  'orama',
  inputs,
  budget,
  {
    srp: (input) => count(srpSearch(input)),
    text: (input) => count(textSearch(input.text, 0)),
    typo: (input) => count(textSearch(input.typo, 1)),
    facetSearch: (input) => facetTotal(facetSearch(input)),
    similar: async (input) => {
      let total = 0
      for (const params of similarCarsSearches(input)) total += await count(params)
      return total
    },
    nearMe: (input) => count(nearMeSearch(input)),
  },
  notes,
)

const result: WorkerResult = {
  size,
  modes: { orama: { importDocsPerSecond, latency } },
  memory: {
    rssBytesPerDoc: (after.rss - before.rss) / size,
    heapBytesPerDoc: (after.heap - before.heap) / size,
  },
  notes,
}
sendResult(result)
