import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createContentClient } from './client.ts'
import { createDatasetFromDocuments, loadDatasetFile, parseDataset } from './embedded-dataset.ts'

const documents = [
  { _id: 'dealerGroup-a', _type: 'dealerGroup', name: 'Group A', slug: { current: 'group-a' } },
  {
    _id: 'dealer-one',
    _type: 'dealer',
    name: 'Dealer One',
    slug: { current: 'dealer-one' },
    group: { _type: 'reference', _ref: 'dealerGroup-a' },
  },
  {
    _id: 'drafts.dealer-one',
    _type: 'dealer',
    name: 'Dealer One (unpublished edit)',
    slug: { current: 'dealer-one' },
  },
  { _id: 'drafts.dealer-two', _type: 'dealer', name: 'Never published', slug: { current: 'dealer-two' } },
]

const embeddedClient = (dataset = createDatasetFromDocuments(documents)) =>
  createContentClient({ source: 'embedded', dataset })

describe('embedded content client', () => {
  it('answers GROQ through @sanity/client, published perspective only', async () => {
    const names = await embeddedClient().fetch<string[]>('*[_type == "dealer"].name')
    expect(names).toEqual(['Dealer One'])
  })

  it('passes parameters and dereferences', async () => {
    const result = await embeddedClient().fetch(
      '*[_type == "dealer" && slug.current == $slug][0]{ "group": group->name }',
      {
        slug: 'dealer-one',
      },
    )
    expect(result).toEqual({ group: 'Group A' })
  })

  it('rejects a query whose parameter is missing, as the hosted API does', async () => {
    await expect(embeddedClient().fetch('*[slug.current == $slug]')).rejects.toThrow(/param \$slug/)
  })

  it('answers long queries sent by POST', async () => {
    const padding = 'x'.repeat(12_000)
    const result = await embeddedClient().fetch(`count(*[_type == "dealer" && name != $padding])`, {
      padding,
    })
    expect(result).toBe(1)
  })

  it('reads documents by id, never a draft', async () => {
    const client = embeddedClient()
    expect((await client.getDocument('dealer-one'))?.name).toBe('Dealer One')
    expect(await client.getDocument('drafts.dealer-two')).toBeUndefined()
  })

  it('refuses writes instead of reaching the network', async () => {
    await expect(embeddedClient().create({ _type: 'dealer', name: 'x' })).rejects.toThrow(/not supported/)
  })
})

describe('dataset file', () => {
  const ndjson = (docs: object[]) => docs.map((doc) => JSON.stringify(doc)).join('\n')

  it('reports the line of a malformed document', () => {
    expect(() => parseDataset('{"_id":"a","_type":"t"}\n{oops', 'content.ndjson')).toThrow(
      'content.ndjson:2: not valid JSON',
    )
    expect(() => parseDataset('{"_type":"t"}', 'content.ndjson')).toThrow(
      'content.ndjson:1: a document needs',
    )
  })

  it('shows an edit to the file on the next query when watching', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'forecourt-content-')), 'content.ndjson')
    writeFileSync(path, ndjson(documents))
    const client = embeddedClient(loadDatasetFile(path, { watch: true }))
    expect(await client.fetch('*[_id == "dealer-one"][0].name')).toBe('Dealer One')
    writeFileSync(path, ndjson([{ ...documents[1], name: 'Dealer One Renamed In The File' }]))
    expect(await client.fetch('*[_id == "dealer-one"][0].name')).toBe('Dealer One Renamed In The File')
  })

  it('keeps serving what it loaded when not watching', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'forecourt-content-')), 'content.ndjson')
    writeFileSync(path, ndjson(documents))
    const client = embeddedClient(loadDatasetFile(path, { watch: false }))
    writeFileSync(path, ndjson([{ ...documents[1], name: 'Changed' }]))
    expect(await client.fetch('*[_id == "dealer-one"][0].name')).toBe('Dealer One')
  })

  it('says how to create a missing dataset', () => {
    expect(() => loadDatasetFile('/nonexistent/content.ndjson', { watch: false })).toThrow(
      /npm run demo:data/,
    )
  })
})
