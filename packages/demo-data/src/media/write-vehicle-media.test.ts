import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoMediaUrlPrefix } from '../paths.ts'
import { buildStockFeed } from '../stock/build-stock-feed.ts'
import { allVehicleMedia } from './vehicle-media.ts'
import { writeVehicleMedia } from './write-vehicle-media.ts'

let mediaDir = ''

beforeAll(async () => {
  mediaDir = await mkdtemp(join(tmpdir(), 'forecourt-media-'))
  await writeVehicleMedia(mediaDir)
}, 60_000)

afterAll(async () => {
  await rm(mediaDir, { recursive: true, force: true })
})

describe('writeVehicleMedia', () => {
  it('writes one file per combination', async () => {
    expect(await readdir(join(mediaDir, 'vehicles'))).toHaveLength(allVehicleMedia().length)
  })

  it('writes every picture a 2,000-vehicle feed references', async () => {
    const written = new Set(
      (await readdir(join(mediaDir, 'vehicles'))).map((file) => `${demoMediaUrlPrefix}/vehicles/${file}`),
    )
    const referenced = new Set<string>()
    for (const row of buildStockFeed({ vehicles: 2_000 })) {
      for (const image of row.images) referenced.add(image.image.url).add(image.image.thumb.url)
      for (const url of [...row.thumbnails, ...row.spin_images]) referenced.add(url)
      if (row.primary_image_url) referenced.add(row.primary_image_url)
      if (row.spin_interior_image) referenced.add(row.spin_interior_image)
    }
    expect(referenced.size).toBeGreaterThan(500)
    const missing = [...referenced].filter((url) => !written.has(url))
    expect(missing).toEqual([])
  })

  it('writes SVG files', async () => {
    const svg = await readFile(join(mediaDir, 'vehicles', 'ute-white-front-three-quarter.svg'), 'utf8')
    expect(svg.startsWith('<svg')).toBe(true)
  })
})
