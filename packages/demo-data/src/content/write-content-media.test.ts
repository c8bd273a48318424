import { createHash } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ContentDocument } from './build-content-dataset.ts'
import { buildContentDataset } from './build-content-dataset.ts'

interface AssetDocument extends ContentDocument {
  url: string
  sha1hash: string
  size: number
  metadata: { dimensions: { width: number; height: number } }
}

import { writeContentMedia } from './write-content-media.ts'

describe('writeContentMedia', () => {
  let mediaDir = ''

  beforeAll(async () => {
    mediaDir = await mkdtemp(join(tmpdir(), 'forecourt-content-media-'))
    await writeFile(join(mediaDir, 'keep-me.svg'), '<svg/>')
    await writeContentMedia(mediaDir)
  })
  afterAll(() => rm(mediaDir, { recursive: true, force: true }))

  it('writes the file behind every image asset, with the content its id hashes', async () => {
    const assets = buildContentDataset().filter(
      (document) => document._type === 'sanity.imageAsset',
    ) as AssetDocument[]
    expect(assets.length).toBeGreaterThan(0)
    for (const asset of assets) {
      const svg = await readFile(join(mediaDir, asset.url.replace(/^\/demo-media\//, '')), 'utf8')
      expect(createHash('sha1').update(svg).digest('hex')).toBe(asset.sha1hash)
      expect(Buffer.byteLength(svg)).toBe(asset.size)
      const { width, height } = asset.metadata.dimensions
      expect(svg).toMatch(
        new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`),
      )
      expect(svg.trimEnd().endsWith('</svg>')).toBe(true)
    }
  })

  it('writes only what the dataset refers to, and leaves other files alone', async () => {
    const dataset = buildContentDataset()
    const images = dataset
      .filter((document) => document._type === 'sanity.imageAsset')
      .map((asset) => String(asset.url))
    // Service tabs frame the demo booking pages.
    const bookingPages = dataset
      .filter((document) => document._type === 'servicePage')
      .flatMap((page) => (page.tabs as { url?: string }[]).flatMap((tab) => tab.url ?? []))
    expect(bookingPages.length).toBeGreaterThan(0)
    const urls = [...images, ...bookingPages].map((url) => url.replace(/^\/demo-media\//, ''))
    const written = (await readdir(mediaDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => join(entry.parentPath, entry.name).slice(mediaDir.length + 1))
    expect(written.sort()).toEqual([...urls, 'keep-me.svg'].sort())
  })

  it('writes the same bytes every time', async () => {
    const first = await readFile(join(mediaDir, 'logos/dealer-harbourside-volkswagen.svg'), 'utf8')
    await writeContentMedia(mediaDir)
    expect(await readFile(join(mediaDir, 'logos/dealer-harbourside-volkswagen.svg'), 'utf8')).toBe(first)
  })
})
