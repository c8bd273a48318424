import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { loadCarBrochure } from '~/cars/brochure/car-brochure.server'
import { pageUrl } from '~/page-url'

const querySchema = z.object({ car_id: z.string().trim().min(1).max(200) })

/** `/print?car_id={slug}`: one of the site's own cars, laid out for paper. */
export async function loadPrintPage(context: Readonly<RouterContextProvider>, request: Request) {
  const url = pageUrl(request)
  const query = querySchema.safeParse(Object.fromEntries(url.searchParams))
  if (!query.success) throw data(null, 404)
  const car = await loadCarBrochure(context, query.data.car_id)
  return { car, pdfHref: `/cars/${car.slug}/brochure.pdf` }
}
