import { safeHref } from '@forecourt/domain/site/safe-href'
import { cardImages } from '@forecourt/domain/vehicle-card/images'
import { availableSpinModes, initialSpinMode, type SpinMode } from '@forecourt/domain/vehicle-page/spin'
import { spinViewerHref } from '@forecourt/domain/vehicle-page/spin-viewer'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { type VideoEmbed, videoEmbed } from './video-embed'

export interface CarImage {
  url: string
  thumbUrl: string
}

/** A point of interest on a picture, at x% from the left and y% from the top. */
export interface CarHotspot {
  x: number
  y: number
  title: string
  description: string
}

/** An exterior hotspot shows on one frame of the spin. */
export interface SpinHotspot extends CarHotspot {
  frame: number
}

export interface CarSpinView {
  frames: string[]
  interiorImage: string | null
  hotspots: { exterior: SpinHotspot[]; interior: CarHotspot[] }
  modes: SpinMode[]
  initialMode: SpinMode
  /** The code a 3D spin viewer link takes (spec section 7). */
  spinCode: string | null
}

/** What the page's media block shows: photos, the 'new arrival' placeholder, and the spin view. */
export interface CarMediaView {
  /** The car's id: browsing its pictures is an analytics event about it (issue 34). */
  carId: string
  images: CarImage[]
  thumbnailStrip: boolean
  /** Set when the car has no photo: the 'New arrival' placeholder, with its Request Photos link if enabled. */
  placeholder: { requestPhotosHref: string | null } | null
  /** Null when the car has neither spin frames nor an interior image: the gallery stands alone. */
  spin: CarSpinView | null
  /** 'View in 3D': the dealer's 3D viewer for the car's spin_code; null without either. */
  viewer3dHref: string | null
}

export type CarVideoView = { kind: 'file'; src: string } | ({ kind: 'embed' } & VideoEmbed)

export type MediaCar = Pick<
  VehicleDetail,
  | 'id'
  | 'status'
  | 'primary_image_url'
  | 'image_urls'
  | 'image_thumb_urls'
  | 'spin_images'
  | 'spin_interior_image'
  | 'spin_code'
  | 'hotspots'
>

export interface CarMediaOptions {
  spinDefaultMode: 'spinner' | 'gallery'
  requestPhotos: boolean
  /** The dealer's 3D viewer address with `{code}` (settings `spinViewerUrl`). */
  spinViewerUrl?: string | null
}

function carImages(car: MediaCar): CarImage[] {
  const urls = car.image_urls ?? []
  const thumbs = car.image_thumb_urls ?? []
  const images = urls.filter(Boolean).map((url, index) => ({ url, thumbUrl: thumbs[index] || url }))
  // A feed row may name its primary photo without listing its photos.
  if (images.length === 0 && car.primary_image_url) {
    return [{ url: car.primary_image_url, thumbUrl: car.primary_image_url }]
  }
  return images
}

function spinView(car: MediaCar, options: CarMediaOptions): CarSpinView | null {
  const frames = car.spin_images ?? []
  const modes = availableSpinModes(car)
  if (modes.length === 1) return null
  const hotspots = car.hotspots ?? { exterior: [], interior: [] }
  const interiorImage = car.spin_interior_image ?? null
  return {
    frames,
    interiorImage,
    hotspots: {
      exterior: hotspots.exterior
        .filter((spot) => spot.image_index < frames.length)
        .map(({ x, y, title, description, image_index }) => ({
          x,
          y,
          title,
          description,
          frame: image_index,
        })),
      interior: interiorImage
        ? hotspots.interior.map(({ x, y, title, description }) => ({ x, y, title, description }))
        : [],
    },
    modes,
    initialMode: initialSpinMode(modes, options.spinDefaultMode),
    spinCode: car.spin_code ?? null,
  }
}

export function carMediaView(car: MediaCar, options: CarMediaOptions): CarMediaView {
  const images = carImages(car)
  // The card's rules decide the placeholder and the strip, so the page and its card agree.
  const shown = cardImages(
    {
      status: car.status,
      primary_image_url: images[0]?.url ?? null,
      thumbnail_urls: images.map((image) => image.thumbUrl),
      photos_count: images.length,
    },
    { requestPhotos: options.requestPhotos },
  )
  return {
    carId: car.id,
    images: shown.kind === 'photos' ? images : [],
    thumbnailStrip: shown.kind === 'photos' && shown.strip !== null,
    placeholder:
      shown.kind === 'newArrivalPlaceholder'
        ? {
            requestPhotosHref: shown.requestPhotos
              ? `/enquire?${new URLSearchParams({ car_id: car.id, type: 'request-photos' })}`
              : null,
          }
        : null,
    spin: spinView(car, options),
    viewer3dHref: spinViewerHref(options.spinViewerUrl, car.spin_code),
  }
}

/**
 * The car's video: its own file (`video_url`), else a YouTube or Vimeo video (`external_video_url`); null
 * when it has neither. A YouTube or Vimeo address given as `video_url` is embedded like an external one.
 */
export function carVideoView(
  car: Pick<VehicleDetail, 'video_url' | 'external_video_url'>,
): CarVideoView | null {
  const ownEmbed = car.video_url ? videoEmbed(car.video_url) : null
  if (ownEmbed) return { kind: 'embed', ...ownEmbed }
  const file = safeHref(car.video_url)
  if (file) return { kind: 'file', src: file }
  const embed = car.external_video_url ? videoEmbed(car.external_video_url) : null
  return embed ? { kind: 'embed', ...embed } : null
}
