/** Plain SVG artwork for the demo: logos are wordmarks, banners are gradients with a title. No fonts embedded. */

const FONT_STACK = "'Helvetica Neue', Helvetica, Arial, sans-serif"
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
  return `<text x="${options.x}" y="${options.y}" font-family="${FONT_STACK}" font-size="${size}" font-weight="${options.weight}" fill="${options.fill}"${spacing ? ` letter-spacing="${spacing}"` : ''}${squeeze}>${escapeXml(shown)}</text>`
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
  // Leaves room for the accent bar on the right.
  const maxWidth = width - padding * 2 - 12
  const lines = splitIntoTwoLines(text)
  const body =
    lines.length === 2
      ? [
          fittedText(lines[0], {
            x: padding,
            y: 28,
            maxWidth,
            maxSize: 20,
            weight: 800,
            fill: foreground,
            capitals: true,
          }),
          fittedText(lines[1], { x: padding, y: 48, maxWidth, maxSize: 15, weight: 400, fill: foreground }),
        ]
      : [
          fittedText(lines[0], {
            x: padding,
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
    `<rect x="${width - padding / 2 - 4}" y="8" width="4" height="${height - 16}" rx="2" fill="${accent}"/>`,
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
