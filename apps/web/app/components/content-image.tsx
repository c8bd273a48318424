import { imageSources } from './image-sources'
import { preloadPriorityImage } from './preload-priority-image'

/** A content image as loaders hand it over: its address, its alternative text and its own size. */
export interface ContentImageData {
  url: string
  alt: string
  width: number
  height: number
}

/**
 * A Studio image through the image CDN: width-aware sources at a set quality, with its own width and
 * height so the page does not shift while it loads. `alt` overrides the image's text (a decorative logo
 * beside its name passes '').
 */
export function ContentImage({
  image,
  sizes,
  widths,
  eager = false,
  priority = false,
  alt,
  className,
}: {
  image: ContentImageData
  /** How wide the image shows, as a `sizes` attribute, e.g. '(min-width: 1024px) 33vw, 100vw'. */
  sizes: string
  widths?: readonly number[]
  eager?: boolean
  /** The page's largest picture (a hero slide): fetched ahead of other images. */
  priority?: boolean
  alt?: string
  className?: string
}) {
  const sources = imageSources(image.url, sizes, widths)
  if (priority) preloadPriorityImage(sources)
  return (
    <img
      {...sources}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The largest picture paints as soon as it arrives, not a frame after its decode.
      decoding={priority ? 'sync' : 'async'}
      className={className}
    />
  )
}
