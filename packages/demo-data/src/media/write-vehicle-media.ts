import { mkdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { allVehicleMedia, vehicleColours, vehiclePhotoFileName } from './vehicle-media.ts'
import { renderVehicleSvg } from './vehicle-svg.ts'

const BATCH = 64

/** Writes every vehicle picture the stock feed can reference into `${mediaDir}/vehicles/`. */
export async function writeVehicleMedia(mediaDir: string): Promise<void> {
  const dir = join(mediaDir, 'vehicles')
  await mkdir(dir, { recursive: true })
  const media = allVehicleMedia()
  for (let start = 0; start < media.length; start += BATCH) {
    await Promise.all(
      media
        .slice(start, start + BATCH)
        .map(({ body, colour, angle }) =>
          writeFile(
            join(dir, vehiclePhotoFileName(body, colour, angle)),
            renderVehicleSvg({ body, colour: vehicleColours[colour], angle }),
          ),
        ),
    )
  }
}
