/**
 * What a vehicle card shows for its photos (spec, stock document section 4): "Cars whose status is not
 * in_stock get no thumbnail strip. The strip appears only for more than 3 images. A car with no photo or
 * only the default placeholder shows a 'new arrival' placeholder, optionally with a Request Photos form."
 */

/** "Thumbnail strip above 3 images." */
export const THUMBNAIL_STRIP_MINIMUM_EXCLUSIVE = 3

export interface CardImagesVehicle {
  status: string
  primary_image_url?: string | null
  thumbnail_urls?: readonly string[] | null
  /** The feed's photo count; the index may store fewer thumbnail URLs than the car has photos. */
  photos_count?: number | null
}

export interface CardImagesOptions {
  /** The feed's stand-in image URLs for cars without photos ("the default placeholder"). */
  placeholderImageUrls?: readonly string[]
  /** The Request Photos feature flag. */
  requestPhotos: boolean
}

export type CardImages =
  | {
      kind: 'photos'
      primaryUrl: string
      /** The thumbnail strip, or null when the card shows none. */
      strip: string[] | null
      photoCount: number
    }
  | { kind: 'newArrivalPlaceholder'; requestPhotos: boolean }

export function cardImages(vehicle: CardImagesVehicle, options: CardImagesOptions): CardImages {
  const placeholders = new Set(options.placeholderImageUrls ?? [])
  const isPhoto = (url: string | null | undefined): url is string => !!url && !placeholders.has(url)
  const thumbnails = (vehicle.thumbnail_urls ?? []).filter(isPhoto)
  const primaryUrl = isPhoto(vehicle.primary_image_url) ? vehicle.primary_image_url : thumbnails[0]
  if (!primaryUrl) return { kind: 'newArrivalPlaceholder', requestPhotos: options.requestPhotos }
  const photoCount = Math.max(vehicle.photos_count ?? 0, thumbnails.length, 1)
  const strip =
    vehicle.status === 'in_stock' && photoCount > THUMBNAIL_STRIP_MINIMUM_EXCLUSIVE && thumbnails.length > 0
      ? thumbnails
      : null
  return { kind: 'photos', primaryUrl, strip, photoCount }
}
