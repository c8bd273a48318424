import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'
import type { CarBrochureView } from './car-brochure-view'
import { pdfSafeText } from './pdf-safe-text'
import { wrapText } from './wrap-text'

/** A4 portrait, in points. */
const PAGE = { width: 595.28, height: 841.89 }
const MARGIN = 48
const FOOTER_HEIGHT = 28
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN
/** Label column of the key information and specification tables. */
const LABEL_WIDTH = 170

const INK = rgb(0.059, 0.09, 0.165)
const MUTED = rgb(0.278, 0.333, 0.412)
const RULE = rgb(0.886, 0.91, 0.941)

interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

interface TextStyle {
  font: keyof Fonts
  size: number
  color?: typeof INK
}

/** Writes downwards from the top of the page, starting a new page when the next block would not fit. */
class BrochureWriter {
  private readonly document: PDFDocument
  private readonly fonts: Fonts
  private readonly supported: ReadonlySet<number>
  private page: PDFPage
  private y: number

  constructor(document: PDFDocument, fonts: Fonts) {
    this.document = document
    this.fonts = fonts
    this.page = this.addPage()
    this.y = PAGE.height - MARGIN
    this.supported = new Set(fonts.regular.getCharacterSet())
  }

  private addPage(): PDFPage {
    return this.document.addPage([PAGE.width, PAGE.height])
  }

  /** Moves to a new page unless `height` points are left above the footer. */
  keep(height: number) {
    if (this.y - height >= MARGIN + FOOTER_HEIGHT) return
    this.page = this.addPage()
    this.y = PAGE.height - MARGIN
  }

  gap(height: number) {
    this.y -= height
  }

  safe(text: string): string {
    return pdfSafeText(text, this.supported)
  }

  lines(text: string, style: TextStyle, width = CONTENT_WIDTH): string[] {
    const font = this.fonts[style.font]
    return wrapText(this.safe(text), width, (line) => font.widthOfTextAtSize(line, style.size))
  }

  width(text: string, style: TextStyle): number {
    return this.fonts[style.font].widthOfTextAtSize(this.safe(text), style.size)
  }

  lineHeight(style: TextStyle): number {
    return style.size * 1.35
  }

  /**
   * Draws one line at the current height, `x` points from the margin, without moving down. Its baseline
   * sits as far down as a line of `baselineSize` text would (text of two sizes on one line shares it).
   */
  drawLine(text: string, style: TextStyle, x = 0, baselineSize = style.size) {
    this.page.drawText(this.safe(text), {
      x: MARGIN + x,
      y: this.y - baselineSize,
      size: style.size,
      font: this.fonts[style.font],
      color: style.color ?? INK,
    })
  }

  /** A wrapped paragraph; it may run on to the next page. */
  paragraph(text: string, style: TextStyle, indent = 0) {
    const height = this.lineHeight(style)
    for (const line of this.lines(text, style, CONTENT_WIDTH - indent)) {
      this.keep(height)
      this.drawLine(line, style, indent)
      this.gap(height)
    }
  }

  rule() {
    this.keep(8)
    this.page.drawLine({
      start: { x: MARGIN, y: this.y - 4 },
      end: { x: PAGE.width - MARGIN, y: this.y - 4 },
      thickness: 0.75,
      color: RULE,
    })
    this.gap(10)
  }

  /** A section heading, kept on the same page as at least `firstRowHeight` of what follows. */
  heading(text: string, firstRowHeight: number) {
    const style: TextStyle = { font: 'bold', size: 13 }
    this.gap(14)
    this.keep(this.lineHeight(style) + 10 + firstRowHeight)
    this.drawLine(text, style)
    this.gap(this.lineHeight(style))
    this.rule()
  }

  /** Label and value rows; a long value wraps within its column. */
  table(rows: readonly { label: string; value: string }[]) {
    const label: TextStyle = { font: 'regular', size: 10, color: MUTED }
    const value: TextStyle = { font: 'bold', size: 10 }
    const height = this.lineHeight(value) + 4
    for (const row of rows) {
      const labelLines = this.lines(row.label, label, LABEL_WIDTH - 10)
      const valueLines = this.lines(row.value, value, CONTENT_WIDTH - LABEL_WIDTH)
      this.keep(Math.max(labelLines.length, valueLines.length) * height)
      const top = this.y
      labelLines.forEach((line, index) => {
        this.y = top - index * height
        this.drawLine(line, label)
      })
      valueLines.forEach((line, index) => {
        this.y = top - index * height
        this.drawLine(line, value, LABEL_WIDTH)
      })
      this.y = top - Math.max(labelLines.length, valueLines.length) * height
    }
  }

  /** Each page's footer: who the brochure is from, and the page number. */
  footers(text: string) {
    const style: TextStyle = { font: 'regular', size: 8.5, color: MUTED }
    const pages = this.document.getPages()
    pages.forEach((page, index) => {
      const number = `Page ${index + 1} of ${pages.length}`
      const font = this.fonts.regular
      const numberWidth = font.widthOfTextAtSize(number, style.size)
      const [left = ''] = this.lines(text, style, CONTENT_WIDTH - numberWidth - 16)
      const y = MARGIN - 12
      page.drawText(left, { x: MARGIN, y, size: style.size, font, color: MUTED })
      page.drawText(number, { x: PAGE.width - MARGIN - numberWidth, y, size: style.size, font, color: MUTED })
    })
  }
}

function writeBrochure(writer: BrochureWriter, view: CarBrochureView) {
  const body: TextStyle = { font: 'regular', size: 10.5 }
  const muted: TextStyle = { font: 'regular', size: 10, color: MUTED }

  writer.paragraph(view.dealer.name, { font: 'bold', size: 12 })
  const contact = [view.dealer.location, view.dealer.phone ? `Phone ${view.dealer.phone}` : null]
  writer.paragraph(contact.filter(Boolean).join(' | '), muted)
  writer.rule()

  writer.gap(4)
  writer.paragraph(view.title, { font: 'bold', size: 20 })
  if (view.status) writer.paragraph(view.status, { font: 'bold', size: 12, color: rgb(0.725, 0.11, 0.11) })
  if (view.price) {
    const price: TextStyle = { font: 'bold', size: 16 }
    writer.gap(4)
    writer.keep(writer.lineHeight(price))
    writer.drawLine(view.price.text, price)
    if (view.price.typeLabel) {
      writer.drawLine(
        view.price.typeLabel,
        { font: 'regular', size: 11, color: MUTED },
        writer.width(`${view.price.text} `, price),
        price.size,
      )
    }
    writer.gap(writer.lineHeight(price))
  }

  const rowHeight = writer.lineHeight(body) + 2
  if (view.keyInformation.length > 0) {
    writer.heading('Key Information', rowHeight)
    writer.table(view.keyInformation)
  }
  if (view.specifications.length > 0) {
    writer.heading('Specifications', rowHeight)
    writer.table(view.specifications)
  }
  if (view.standardEquipment.length > 0) {
    writer.heading('Standard Equipment', rowHeight)
    for (const item of view.standardEquipment) {
      writer.keep(writer.lineHeight(body))
      writer.drawLine('•', body, 4)
      writer.paragraph(item, body, 16)
    }
  }
  writer.heading('Dealer Comments', rowHeight)
  view.comments.paragraphs.forEach((paragraph, index) => {
    if (index > 0) writer.gap(6)
    writer.paragraph(paragraph, view.comments.pending ? muted : body)
  })

  writer.heading('View this car online', rowHeight)
  writer.paragraph(view.pageUrl, body)

  writer.footers(`${view.title} | ${view.dealer.name}`)
}

/** The car's brochure as a PDF: text only, A4, as many pages as it needs. */
export async function brochurePdf(view: CarBrochureView): Promise<Uint8Array> {
  const document = await PDFDocument.create()
  document.setTitle(`${view.title} | ${view.dealer.name}`)
  document.setAuthor(view.dealer.name)
  document.setSubject(`Vehicle brochure: ${view.pageUrl}`)
  document.setLanguage('en-AU')
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  }
  writeBrochure(new BrochureWriter(document, fonts), view)
  return document.save()
}
