import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { brochurePdf } from './brochure-pdf.server'
import type { CarBrochureView } from './car-brochure-view'

const view: CarBrochureView = {
  id: 'abc123',
  slug: '2022-toyota-hilux-sr5-abc123',
  title: '2022 Toyota HiLux SR5',
  status: null,
  price: { text: '$52,990', typeLabel: 'Drive Away' },
  dealer: { name: 'Harbour City Toyota', location: 'Parramatta', phone: '02 9555 0200' },
  photo: { url: '/demo-media/vehicles/ute-white-front.svg', alt: '2022 Toyota HiLux SR5' },
  keyInformation: [
    { label: 'Odometer', value: '45,210 km' },
    { label: 'Transmission', value: 'Automatic' },
  ],
  specifications: [{ label: 'Torque', value: '500 Nm' }],
  standardEquipment: ['Reversing Camera', 'Apple CarPlay'],
  comments: { paragraphs: ['One owner.', 'Full service history.'], pending: false },
  pageUrl: 'https://harbourcity.example/cars/2022-toyota-hilux-sr5-abc123',
}

/** The text each page draws, line by line, read back from its content streams. */
async function pageTexts(bytes: Uint8Array): Promise<string[][]> {
  const document = await PDFDocument.load(bytes)
  return document.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
    const operators = streams
      .map((ref) => page.doc.context.lookup(ref as never))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
      .join('\n')
    return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((match) =>
      Buffer.from(match[1] as string, 'hex').toString('latin1'),
    )
  })
}

describe('brochurePdf', () => {
  it('is a one-page PDF with the dealer, the car, its details and its address', async () => {
    const bytes = await brochurePdf(view)
    expect(Buffer.from(bytes.slice(0, 5)).toString()).toBe('%PDF-')
    const pages = await pageTexts(bytes)
    expect(pages).toHaveLength(1)
    const lines = pages[0] as string[]
    for (const text of [
      'Harbour City Toyota',
      'Parramatta | Phone 02 9555 0200',
      '2022 Toyota HiLux SR5',
      '$52,990',
      'Drive Away',
      'Key Information',
      'Odometer',
      '45,210 km',
      'Specifications',
      '500 Nm',
      'Standard Equipment',
      'Apple CarPlay',
      'Dealer Comments',
      'Full service history.',
      view.pageUrl,
      'Page 1 of 1',
    ]) {
      expect(lines).toContain(text)
    }
    const document = await PDFDocument.load(bytes)
    expect(document.getTitle()).toBe('2022 Toyota HiLux SR5 | Harbour City Toyota')
  })

  it('runs long comments on to more pages, wrapped to the page width', async () => {
    const sentence =
      'This vehicle has been inspected by our qualified technicians and is ready to drive away today.'
    const paragraphs = Array.from({ length: 40 }, (_, index) => `${index + 1}. ${sentence} ${sentence}`)
    const pages = await pageTexts(await brochurePdf({ ...view, comments: { paragraphs, pending: false } }))
    expect(pages.length).toBeGreaterThan(1)
    const all = pages.flat()
    expect(all).toContain(`Page ${pages.length} of ${pages.length}`)
    const footer = (line: string) =>
      line === '2022 Toyota HiLux SR5 | Harbour City Toyota' || line.startsWith('Page ')
    const commentLines = all
      .slice(all.indexOf('Dealer Comments') + 1, all.indexOf('View this car online'))
      .filter((line) => !footer(line))
    expect(commentLines.join(' ')).toBe(paragraphs.join(' '))
    // Every line fits the 10.5 pt body text into the page's 499 pt between its margins.
    const helvetica = await (await PDFDocument.create()).embedFont(StandardFonts.Helvetica)
    expect(commentLines.length).toBeGreaterThan(paragraphs.length)
    for (const line of commentLines)
      expect(helvetica.widthOfTextAtSize(line, 10.5)).toBeLessThanOrEqual(499.3)
  })

  it('draws characters the PDF font lacks as close as it can instead of failing', async () => {
    const pages = await pageTexts(
      await brochurePdf({ ...view, title: 'Citroën C4 from Ōtaki ✓', standardEquipment: ['Sat nav 🚗'] }),
    )
    expect(pages[0]).toContain('Citroën C4 from Otaki ?')
    expect(pages[0]).toContain('Sat nav ?')
  })

  it('leaves out the price and empty sections when there are none', async () => {
    const pages = await pageTexts(
      await brochurePdf({ ...view, price: null, specifications: [], standardEquipment: [] }),
    )
    expect(pages[0]).not.toContain('$52,990')
    expect(pages[0]).not.toContain('Specifications')
    expect(pages[0]).not.toContain('Standard Equipment')
  })
})
