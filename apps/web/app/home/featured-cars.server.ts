import type { Site } from '@forecourt/content/sites'
import { featuredCarsCriteria } from '@forecourt/domain/search/featured-cars'
import { type VehicleDocument, vehiclesCollection } from '@forecourt/search/collections/vehicles'
import { above, and, anyOf, equals } from '@forecourt/search/filter-expression'
import { writeFilter } from '@forecourt/search/filter-writer'
import { type VehicleCardView, vehicleCardView } from '~/search/vehicle-card-view'
import { type VehicleHit, vehicleCardFields } from '~/search/vehicle-hit'
import { serverLogger } from '~server/logger'
import type { AppServices } from '~server/services'

/**
 * Featured cars: the site's six top-ranked listed vehicles that are in stock with more than one photo
 * (used only, for the finance page's 'Get Finance Now' panel), as results cards. Null while the search service is down, so the page leaves them out.
 */
export async function loadFeaturedCars(
  { search, siteStock, stockResults }: Pick<AppServices, 'search' | 'siteStock' | 'stockResults'>,
  site: Site,
  now: Date,
  options: { usedOnly: boolean } = { usedOnly: false },
): Promise<VehicleCardView[] | null> {
  const criteria = featuredCarsCriteria(options)
  try {
    // The same for every visitor until the stock changes; the cards (tags by age) are made per request.
    const documents = await stockResults.get(
      `featured-cars:${site.content.id}:${options.usedOnly}`,
      async () => {
        const response = await search.client
          .collections<VehicleDocument>(vehiclesCollection.name)
          .documents()
          .search({
            q: '*',
            filter_by: writeFilter(
              and(
                siteStock.access(site).filter,
                equals('status', criteria.status),
                above('photos_count', criteria.photosMoreThan),
                criteria.carTypes && anyOf('car_type', criteria.carTypes),
              ),
            ),
            include_fields: vehicleCardFields.join(','),
            per_page: criteria.count,
          })
        return (response.hits ?? []).map((hit) => hit.document)
      },
    )
    return documents.map((document) => {
      const { id, ...fields } = document
      return vehicleCardView({ ...fields, objectID: id } as VehicleHit, site.settings, now)
    })
  } catch (error) {
    serverLogger().error({ err: error }, 'Featured cars unavailable')
    return null
  }
}
