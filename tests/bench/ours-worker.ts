import { SearchEngine } from '@forecourt/search-engine/engine'
import { buildVehicleDocuments, jsonLineBatches } from './bench-data.ts'
import { benchVehiclesCollection, withCoordinates } from './bench-geo.ts'
import type { ModeResult, WorkerResult } from './bench-types.ts'
import { EngineHttpClient } from './engine-http-client.ts'
import {
  facetSearch,
  foundOf,
  nearMeSearch,
  type SearchParams,
  similarCarsSearches,
  srpSearch,
  textSearch,
} from './engine-requests.ts'
import { startEngineServerProcess } from './engine-server-process.ts'
import {
  onePercentUpdate,
  UPDATED_PRICE,
  updatedCarsSearch,
  updateVisibleMs,
  wholeFeedUpdate,
} from './feed-update.ts'
import { measureKinds } from './measure-kinds.ts'
import { settledMemory } from './memory.ts'
import { type IterationInput, iterationInputs } from './query-inputs.ts'
import { parseWorkerArgs, progress, sendResult } from './worker-args.ts'

/**
 * Our engine, in-process (engine API) and then over HTTP (its standalone server, a process of its own, on a
 * loopback port).
 */

const IMPORT_BATCH = 1000
const COLLECTION = benchVehiclesCollection.name
const API_KEY = 'bench-admin-key'

const { size, budget, inputCount } = parseWorkerArgs(process.argv.slice(2))
const notes: string[] = []

function prepare(): { batches: string[][]; inputs: IterationInput[] } {
  const documents = withCoordinates(buildVehicleDocuments(size))
  return { batches: jsonLineBatches(documents, IMPORT_BATCH), inputs: iterationInputs(inputCount, documents) }
}

progress(`ours: generating ${size} vehicles`)
const { batches, inputs } = prepare()
const updateLines = onePercentUpdate(batches, size)
const feedUpdate = wholeFeedUpdate(batches, size)

function parseDocsPerSecond(): number {
  const start = performance.now()
  let parsed = 0
  for (const batch of batches) for (const line of batch) if (JSON.parse(line) !== null) parsed++
  return parsed / ((performance.now() - start) / 1000)
}

async function inProcess(): Promise<{ mode: ModeResult; rss: number; heap: number; parse: number }> {
  const parse = parseDocsPerSecond()
  const before = await settledMemory()
  const engine = new SearchEngine()
  engine.createCollection(benchVehiclesCollection)
  let failed = 0
  const start = performance.now()
  for (const batch of batches) {
    failed += engine.importDocuments(COLLECTION, batch, { action: 'create' }).filter((r) => !r.success).length
  }
  const importDocsPerSecond = size / ((performance.now() - start) / 1000)
  if (failed > 0) notes.push(`in-process import rejected ${failed} documents`)
  const after = await settledMemory()
  progress(`ours in-process: imported at ${Math.round(importDocsPerSecond)} docs/s; timing requests`)

  const search = (params: SearchParams, facetQuery = false) =>
    foundOf(engine.search(COLLECTION, params), facetQuery)
  const latency = await measureKinds(
    'our engine (in-process)',
    inputs,
    budget,
    {
      srp: (input) => search(srpSearch(input)),
      text: (input) => search(textSearch(input.text)),
      typo: (input) => search(textSearch(input.typo)),
      facetSearch: (input) => search(facetSearch(input), true),
      similar: (input) => similarCarsSearches(input).reduce((total, params) => total + search(params), 0),
      nearMe: (input) => search(nearMeSearch(input)),
    },
    notes,
  )
  const upsert = (lines: readonly string[]) =>
    engine.importDocuments(COLLECTION, lines, { action: 'upsert' }).filter((r) => !r.success).length
  const updateMs = await updateVisibleMs([updateLines], updateLines.length, upsert, () =>
    search(updatedCarsSearch()),
  )
  const feedUpdateMs = await updateVisibleMs(feedUpdate, updateLines.length, upsert, () =>
    search(updatedCarsSearch(UPDATED_PRICE + 1)),
  )
  engine.close()
  return {
    mode: { importDocsPerSecond, latency, updateVisibleMs: updateMs, feedUpdateVisibleMs: feedUpdateMs },
    rss: (after.rss - before.rss) / size,
    heap: (after.heap - before.heap) / size,
    parse,
  }
}

async function overHttp(): Promise<ModeResult> {
  const server = await startEngineServerProcess(API_KEY)
  try {
    const client = new EngineHttpClient(server.baseUrl, API_KEY)
    await client.createCollection(benchVehiclesCollection)
    const rejected: string[] = []
    const start = performance.now()
    for (const batch of batches) rejected.push(...(await client.importLines(COLLECTION, batch)))
    const importDocsPerSecond = size / ((performance.now() - start) / 1000)
    if (rejected.length > 0) notes.push(`HTTP import rejected ${rejected.length}: ${rejected[0]}`)
    progress(`ours HTTP: imported at ${Math.round(importDocsPerSecond)} docs/s; timing requests`)

    const multi = async (searches: SearchParams[], facetQuery = false) =>
      (await client.multiSearch(COLLECTION, searches)).reduce(
        (total, result) => total + foundOf(result, facetQuery),
        0,
      )
    const latency = await measureKinds(
      'our engine (HTTP)',
      inputs,
      budget,
      {
        srp: (input) => multi([srpSearch(input)]),
        text: (input) => multi([textSearch(input.text)]),
        typo: (input) => multi([textSearch(input.typo)]),
        facetSearch: (input) => multi([facetSearch(input)], true),
        similar: (input) => multi(similarCarsSearches(input)),
        nearMe: (input) => multi([nearMeSearch(input)]),
      },
      notes,
    )
    const upsert = async (lines: readonly string[]) =>
      (await client.importLines(COLLECTION, lines, 'upsert')).length
    const updateMs = await updateVisibleMs([updateLines], updateLines.length, upsert, () =>
      multi([updatedCarsSearch()]),
    )
    const feedUpdateMs = await updateVisibleMs(feedUpdate, updateLines.length, upsert, () =>
      multi([updatedCarsSearch(UPDATED_PRICE + 1)]),
    )
    return { importDocsPerSecond, latency, updateVisibleMs: updateMs, feedUpdateVisibleMs: feedUpdateMs }
  } finally {
    await server.close()
  }
}

const local = await inProcess()
await settledMemory()
const http = await overHttp()
const result: WorkerResult = {
  size,
  parseDocsPerSecond: local.parse,
  modes: { inProcess: local.mode, http },
  memory: { rssBytesPerDoc: local.rss, heapBytesPerDoc: local.heap },
  notes,
}
sendResult(result)
