import { mkdir, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { MediaFile } from '../content/media-files.ts'

/** Writes generated SVG files (the platform's logos) under the media directory. */
export async function writeMediaFiles(mediaDir: string, files: readonly MediaFile[]): Promise<void> {
  const dirs = new Set(files.map((file) => dirname(join(mediaDir, file.path))))
  await Promise.all([...dirs].map((dir) => mkdir(dir, { recursive: true })))
  await Promise.all(files.map((file) => writeFile(join(mediaDir, file.path), file.svg, 'utf8')))
}
