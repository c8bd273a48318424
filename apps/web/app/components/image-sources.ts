/** Widths offered to the browser for a card photo. */
export const CARD_IMAGE_WIDTHS = [320, 480, 640, 960] as const

/**
 * `src`, `srcSet` and `sizes` for a vehicle photo. Feed photos come from image CDNs that resize on a `w`
 * parameter; vector images (the demo's SVGs) scale by themselves and get a single source.
 */
export function imageSources(
  url: string,
  sizes: string,
  widths: readonly number[] = CARD_IMAGE_WIDTHS,
): { src: string; srcSet?: string; sizes?: string } {
  if (isVector(url)) return { src: url }
  const sized = (width: number) => withWidth(url, width)
  return {
    src: sized(widths[Math.min(1, widths.length - 1)] ?? 480),
    srcSet: widths.map((width) => `${sized(width)} ${width}w`).join(', '),
    sizes,
  }
}

function isVector(url: string): boolean {
  return /\.svg(?:$|[?#])/i.test(url)
}

function withWidth(url: string, width: number): string {
  const [path, hash = ''] = url.split('#', 2) as [string, string?]
  const separator = path.includes('?') ? '&' : '?'
  return `${path}${separator}w=${width}${hash ? `#${hash}` : ''}`
}
