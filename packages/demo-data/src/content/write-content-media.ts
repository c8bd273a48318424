import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { contentMediaFiles } from './media-files.ts'

/**
 * Writes the logos and banners the content dataset's image assets point at (`/demo-media/<path>`) into
 * `mediaDir`. Other files in the directory, such as stock photos, are left alone.
 */
export async function writeContentMedia(mediaDir: string): Promise<void> {
  const files = contentMediaFiles()
  await Promise.all(
    [...new Set(files.map((file) => dirname(join(mediaDir, file.path))))].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  )
  await Promise.all(files.map((file) => writeFile(join(mediaDir, file.path), file.svg, 'utf8')))
}
