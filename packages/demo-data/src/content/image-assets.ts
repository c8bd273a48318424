import { createHash } from 'node:crypto'
import type { ContentDocument } from './content-document.ts'
import { reference } from './content-document.ts'
import type { MediaFile } from './media-files.ts'
import { mediaUrl } from './media-files.ts'

/** Sanity's asset id scheme: `image-{sha1 of the file}-{width}x{height}-{extension}`. */
export function imageAssetId(file: MediaFile): string {
  return `image-${sha1(file.svg)}-${file.width}x${file.height}-svg`
}

/** The `sanity.imageAsset` document of a generated file, as the Content Lake would store it. */
export function imageAssetDocument(file: MediaFile): ContentDocument {
  const hash = sha1(file.svg)
  return {
    _id: imageAssetId(file),
    _type: 'sanity.imageAsset',
    assetId: hash,
    sha1hash: hash,
    extension: 'svg',
    mimeType: 'image/svg+xml',
    originalFilename: file.path.split('/').pop(),
    size: Buffer.byteLength(file.svg),
    // On the Content Lake `path` is the file's location on the asset CDN; here, on the app server.
    path: mediaUrl(file).replace(/^\//, ''),
    url: mediaUrl(file),
    metadata: {
      _type: 'sanity.imageMetadata',
      dimensions: {
        _type: 'sanity.imageDimensions',
        width: file.width,
        height: file.height,
        aspectRatio: file.width / file.height,
      },
      hasAlpha: true,
      isOpaque: false,
    },
  }
}

/** An `image` field value pointing at the file's asset. */
export function imageField(file: MediaFile, alt: string) {
  return { _type: 'image', asset: reference(imageAssetId(file)), alt }
}

function sha1(text: string): string {
  return createHash('sha1').update(text).digest('hex')
}
