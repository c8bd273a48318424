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

/** The platform's own icon (public/favicon.svg): for pages of no site, and sites without a logo. */
export const PLATFORM_ICON = { href: '/favicon.svg', type: 'image/svg+xml' } as const

/** Edge of the square a raster logo is fitted into for the browser tab (32 px at 2x). */
const ICON_SIZE = 64

/**
 * A site's icon from its logo: a vector logo as it is (it scales itself); a raster one through the image
 * CDN, fitted whole into a small transparent square rather than cropped (`fit=fill`), as PNG. No logo: the
 * platform's icon.
 */
export function siteIcon(logoUrl: string | null | undefined): { href: string; type: string } {
  if (!logoUrl) return PLATFORM_ICON
  if (isVector(logoUrl)) return { href: logoUrl, type: 'image/svg+xml' }
  const [path, hash = ''] = logoUrl.split('#', 2) as [string, string?]
  const separator = path.includes('?') ? '&' : '?'
  const square = `w=${ICON_SIZE}&h=${ICON_SIZE}&fit=fill&bg=00000000&fm=png`
  return { href: `${path}${separator}${square}${hash ? `#${hash}` : ''}`, type: 'image/png' }
}

function isVector(url: string): boolean {
  return /\.svg(?:$|[?#])/i.test(url)
}

function withSize(url: string, width: number, quality: number): string {
  const [path, hash = ''] = url.split('#', 2) as [string, string?]
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}w=${width}&q=${quality}${hash ? `#${hash}` : ''}`
}
