/** Widths offered to the browser for a card photo. */
export const CARD_IMAGE_WIDTHS = [320, 480, 640, 960] as const

/** JPEG/WebP quality asked of the image CDN: visually lossless for photos at a fraction of the bytes. */
export const IMAGE_QUALITY = 75

/**
 * `src`, `srcSet` and `sizes` for a photo. Feed photos and Sanity's image CDN resize on `w` and compress
 * on `q`; vector images (the demo's SVGs) scale by themselves and get a single source.
 */
export function imageSources(
  url: string,
  sizes: string,
  widths: readonly number[] = CARD_IMAGE_WIDTHS,
  quality = IMAGE_QUALITY,
): { src: string; srcSet?: string; sizes?: string } {
  if (isVector(url)) return { src: url }
  const sized = (width: number) => withSize(url, width, quality)
  return {
    src: sized(widths[Math.min(1, widths.length - 1)] ?? 480),
    srcSet: widths.map((width) => `${sized(width)} ${width}w`).join(', '),
    sizes,
  }
}

function isVector(url: string): boolean {
  return /\.svg(?:$|[?#])/i.test(url)
}

function withSize(url: string, width: number, quality: number): string {
  const [path, hash = ''] = url.split('#', 2) as [string, string?]
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}w=${width}&q=${quality}${hash ? `#${hash}` : ''}`
}
