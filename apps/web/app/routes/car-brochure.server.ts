import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { brochurePdf } from '~/cars/brochure/brochure-pdf.server'
import { loadCarBrochure } from '~/cars/brochure/car-brochure.server'

/** A brochure changes only with the stock feed; browsers and shared caches may keep one for 5 minutes. */
const CACHE_CONTROL = 'public, max-age=300'

const slugSchema = z.string().min(1).max(200)

export async function carBrochureResponse(
  context: Readonly<RouterContextProvider>,
  slugParam: string | undefined,
): Promise<Response> {
  const slug = slugSchema.safeParse(slugParam)
  if (!slug.success) throw data(null, 404)
  const view = await loadCarBrochure(context, slug.data)
  // A copy over a plain ArrayBuffer, the only kind of byte array a Response body is typed to take.
  const pdf = new Uint8Array(await brochurePdf(view))
  return new Response(pdf, {
    headers: {
      'Content-Type': 'application/pdf',
      // The slug passed findVehicleBySlug's pattern (lower-case letters, digits and hyphens): safe here.
      'Content-Disposition': `attachment; filename="${view.slug}.pdf"`,
      'Content-Length': String(pdf.byteLength),
      'Cache-Control': CACHE_CONTROL,
    },
  })
}
