import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { contentMediaFiles } from './media-files.ts'
import { demoBookingPageFiles } from './service-pages.ts'

/**
 * Writes the logos and banners the content dataset's image assets point at (`/demo-media/<path>`), and the
 * demo booking pages, into `mediaDir`. Other files in the directory, such as stock photos, are left alone.
 */
export async function writeContentMedia(mediaDir: string): Promise<void> {
  const files = [
    ...contentMediaFiles().map((file) => ({ path: file.path, text: file.svg })),
    ...demoBookingPageFiles().map((file) => ({ path: file.path, text: file.html })),
  ]
  await Promise.all(
    [...new Set(files.map((file) => dirname(join(mediaDir, file.path))))].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  )
  await Promise.all(files.map((file) => writeFile(join(mediaDir, file.path), file.text, 'utf8')))
}
