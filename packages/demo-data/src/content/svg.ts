/** Plain SVG artwork for the demo: logos are wordmarks, banners are gradients with a title. No fonts embedded. */

/**
 * The generic family only: every name in a stack the device lacks costs the browser a font lookup when it
 * lays out the image, again at each size it draws it (the logo is also the favicon). Measured in ADR 077.
 */
const FONT_FAMILY = 'sans-serif'

/** Rough average glyph width relative to the font size, for fitting text without measuring it. */
const GLYPH_WIDTH = 0.6
const CAPITAL_GLYPH_WIDTH = 0.72
const CAPITAL_LETTER_SPACING = 1

export function escapeXml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

export interface WordmarkOptions {
  text: string
  background: string
  foreground: string
  accent: string
  /** Draws a hairline border, for light backgrounds. */
  border?: string
  width?: number
  height?: number
}

/** Splits a name into two lines of similar length: "Harbourside" / "Volkswagen". */
export function splitIntoTwoLines(text: string): [string, string] | [string] {
  const words = text.split(/\s+/).filter(Boolean)
  if (words.length < 2) return [text]
  let best: [string, string] = [words[0]!, words.slice(1).join(' ')]
  for (let split = 1; split < words.length; split++) {
    const candidate: [string, string] = [words.slice(0, split).join(' '), words.slice(split).join(' ')]
    if (Math.max(...candidate.map((line) => line.length)) < Math.max(...best.map((line) => line.length))) {
      best = candidate
    }
  }
  return best
}

function fittedText(
  text: string,
  options: {
    x: number
    y: number
    maxWidth: number
    maxSize: number
    weight: number
    fill: string
    capitals?: boolean
  },
): string {
  const glyph = options.capitals ? CAPITAL_GLYPH_WIDTH : GLYPH_WIDTH
  const spacing = options.capitals ? CAPITAL_LETTER_SPACING : 0
  const characters = Math.max(text.length, 1)
  const size = Math.max(
    8,
    Math.min(options.maxSize, Math.floor((options.maxWidth / characters - spacing) / glyph)),
  )
  const estimated = (size * glyph + spacing) * characters
  // Only squeeze when the estimate says the text would overflow; otherwise let it keep natural spacing.
  const squeeze =
    estimated > options.maxWidth ? ` textLength="${options.maxWidth}" lengthAdjust="spacingAndGlyphs"` : ''
  const shown = options.capitals ? text.toUpperCase() : text
  return `<text x="${options.x}" y="${options.y}" font-family="${FONT_FAMILY}" font-size="${size}" font-weight="${options.weight}" fill="${options.fill}"${spacing ? ` letter-spacing="${spacing}"` : ''}${squeeze}>${escapeXml(shown)}</text>`
}

export function wordmarkSvg({
  text,
  background,
  foreground,
  accent,
  border,
  width = 240,
  height = 64,
}: WordmarkOptions) {
  const padding = 16
  // The accent bar leads the name on the left, so it marks the name wherever the logo sits: a bar on the
  // right floated beside the empty end of the box when the logo stood alone (a phone's header).
  const barX = 12
  const textX = barX + 12
  const maxWidth = width - textX - padding
  const lines = splitIntoTwoLines(text)
  const body =
    lines.length === 2
      ? [
          fittedText(lines[0], {
            x: textX,
            y: 28,
            maxWidth,
            maxSize: 20,
            weight: 800,
            fill: foreground,
            capitals: true,
          }),
          fittedText(lines[1], { x: textX, y: 48, maxWidth, maxSize: 15, weight: 400, fill: foreground }),
        ]
      : [
          fittedText(lines[0], {
            x: textX,
            y: 40,
            maxWidth,
            maxSize: 26,
            weight: 800,
            fill: foreground,
            capitals: true,
          }),
        ]
  const stroke = border ? ` stroke="${border}" stroke-width="1"` : ''
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(text)}">`,
    `<title>${escapeXml(text)}</title>`,
    `<rect x="0.5" y="0.5" width="${width - 1}" height="${height - 1}" rx="8" fill="${background}"${stroke}/>`,
    `<rect x="${barX}" y="12" width="4" height="${height - 24}" rx="2" fill="${accent}"/>`,
    ...body,
    '</svg>',
    '',
  ].join('\n')
}

export interface BannerOptions {
  title: string
  subtitle: string
  from: string
  to: string
  accent: string
  foreground: string
  width?: number
  height?: number
}

export function bannerSvg({
  title,
  subtitle,
  from,
  to,
  accent,
  foreground,
  width = 1600,
  height = 500,
}: BannerOptions) {
  const padding = 96
  const maxWidth = width - padding * 2
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}">`,
    `<title>${escapeXml(title)}</title>`,
    '<defs><linearGradient id="wash" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#wash)"/>`,
    `<path d="M${width * 0.62} ${height} L${width} ${height * 0.28} L${width} ${height} Z" fill="${accent}" opacity="0.35"/>`,
    `<rect x="${padding}" y="${height / 2 + 28}" width="120" height="8" rx="4" fill="${accent}"/>`,
    fittedText(title, { x: padding, y: height / 2, maxWidth, maxSize: 96, weight: 800, fill: foreground }),
    fittedText(subtitle, {
      x: padding,
      y: height / 2 + 96,
      maxWidth,
      maxSize: 36,
      weight: 400,
      fill: foreground,
    }),
    '</svg>',
    '',
  ].join('\n')
}

export interface SceneOptions {
  from: string
  to: string
  accent: string
  /** Words drawn into the artwork, for image-only slides; omitted when text is laid over the image. */
  caption?: { title: string; subtitle: string; foreground: string }
  /** Moves the sun and the road, so each slide of a site has its own picture. */
  variant: number
  width: number
  height: number
}

/** A slide picture: a sky gradient, a sun, two hills and a road, with an optional caption on the left. */
export function sceneSvg({ from, to, accent, caption, variant, width, height }: SceneOptions) {
  const horizon = Math.round(height * 0.62)
  const shift = ((variant % 4) - 1.5) * 0.08
  const label = caption?.title ?? 'Decorative landscape'
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(label)}">`,
    `<title>${escapeXml(label)}</title>`,
    '<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">',
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#sky)"/>`,
    `<circle cx="${Math.round(width * (0.72 + shift))}" cy="${Math.round(height * 0.34)}" r="${Math.round(height * 0.16)}" fill="${accent}" opacity="0.85"/>`,
    `<path d="M0 ${horizon} Q${width * 0.25} ${horizon - height * 0.22} ${width * 0.5} ${horizon} T${width} ${horizon - height * 0.08} V${height} H0 Z" fill="#000000" opacity="0.35"/>`,
    `<path d="M0 ${horizon + height * 0.08} Q${width * 0.4} ${horizon - height * 0.06} ${width} ${horizon + height * 0.1} V${height} H0 Z" fill="#000000" opacity="0.45"/>`,
    `<path d="M${width * (0.6 - shift)} ${height} L${width * (0.7 - shift)} ${horizon + height * 0.06} L${width * (0.72 - shift)} ${horizon + height * 0.06} L${width * (0.86 - shift)} ${height} Z" fill="#1f2937"/>`,
    `<path d="M${width * (0.71 - shift)} ${horizon + height * 0.1} L${width * (0.73 - shift)} ${height}" stroke="${accent}" stroke-width="6" stroke-dasharray="28 24"/>`,
    ...(caption
      ? [
          `<rect x="96" y="${height / 2 + 28}" width="120" height="8" rx="4" fill="${accent}"/>`,
          fittedText(caption.title, {
            x: 96,
            y: height / 2,
            maxWidth: width * 0.5,
            maxSize: 88,
            weight: 800,
            fill: caption.foreground,
          }),
          fittedText(caption.subtitle, {
            x: 96,
            y: height / 2 + 96,
            maxWidth: width * 0.5,
            maxSize: 36,
            weight: 400,
            fill: caption.foreground,
          }),
        ]
      : []),
    '</svg>',
    '',
  ].join('\n')
}
