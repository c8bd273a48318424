import type { HotspotAnchor } from '../media/body-shape.ts'
import { exteriorHotspot, interiorHotspots } from '../media/vehicle-hotspots.ts'
import {
  type PhotoBody,
  spinAngles,
  type VehicleAngle,
  type VehicleColour,
  vehiclePhotoPath,
} from '../media/vehicle-media.ts'
import type { Random } from '../random.ts'
import type { VehicleKind } from '../tenants.ts'
import type { VehicleHotspot, VehicleHotspots, VehicleImage, VehicleStatus } from './stock-feed-row.ts'
import { randomChars } from './vehicle-identifiers.ts'

/** Gallery order: the hero shot first, then around the vehicle, the cabin, then detail angles. */
const galleryAngles: readonly VehicleAngle[] = [
  'front-three-quarter',
  'side',
  'rear-three-quarter',
  'front',
  'interior',
  'rear',
  'spin-02',
  'spin-08',
  'spin-14',
  'spin-20',
  'spin-05',
  'spin-17',
]

export interface VehiclePhotos {
  images: readonly VehicleImage[]
  thumbnails: readonly string[]
  primaryImageUrl: string | null
  spinImages: readonly string[]
  spinInteriorImage: string | null
  spinCode: string | null
  hotspots: VehicleHotspots | null
  externalVideoUrl: string | null
}

const NO_PHOTOS: readonly VehicleImage[] = Object.freeze([])
const NO_URLS: readonly string[] = Object.freeze([])
// Rows with the same body, colour and photo count share one frozen gallery: at 100,000 vehicles the feed
// would otherwise hold millions of identical objects.
const galleries = new Map<string, { images: readonly VehicleImage[]; thumbnails: readonly string[] }>()
const spins = new Map<string, readonly string[]>()

function gallery(body: PhotoBody, colour: VehicleColour, count: number) {
  const key = `${body}|${colour}|${count}`
  let cached = galleries.get(key)
  if (!cached) {
    const urls = galleryAngles.slice(0, count).map((angle) => vehiclePhotoPath(body, colour, angle))
    cached = {
      images: Object.freeze(
        urls.map((url) => Object.freeze({ image: Object.freeze({ url, thumb: Object.freeze({ url }) }) })),
      ),
      thumbnails: Object.freeze(urls),
    }
    galleries.set(key, cached)
  }
  return cached
}

function spinFrames(body: PhotoBody, colour: VehicleColour): readonly string[] {
  const key = `${body}|${colour}`
  let cached = spins.get(key)
  if (!cached) {
    cached = Object.freeze(spinAngles.map((angle) => vehiclePhotoPath(body, colour, angle)))
    spins.set(key, cached)
  }
  return cached
}

const photoCounts: readonly (readonly [number, number])[] = [
  // A few listings go up with only the first shots (cards show no thumbnail strip for 3 or fewer).
  [1, 0.3],
  [2, 0.3],
  [3, 0.4],
  [4, 1],
  [5, 1],
  [6, 2],
  [7, 2],
  [8, 3],
  [9, 3],
  [10, 3],
  [11, 3],
  [12, 4],
]

const hotspotText: Readonly<Record<VehicleKind, Readonly<Record<HotspotAnchor, readonly [string, string]>>>> =
  {
    car: {
      headlight: ['LED headlights', 'Automatic LED headlights with auto high beam.'],
      'front-wheel': ['Alloy wheels', 'Machined alloy wheels with a full-size spare.'],
      'rear-wheel': ['Rear suspension', 'Tuned for Australian roads.'],
      'tail-light': ['LED tail lights', 'Full LED rear combination lamps.'],
      roof: ['Roof rails', 'Integrated roof rails rated for a roof rack.'],
      side: ['Keyless entry', 'Walk up with the key in your pocket to unlock.'],
    },
    motorcycle: {
      headlight: ['LED headlight', 'Bright full-LED headlight with daytime running lights.'],
      'front-wheel': ['Radial brakes', 'Radial-mount four-piston calipers with cornering ABS.'],
      'rear-wheel': ['Rear shock', 'Preload and rebound adjustable monoshock.'],
      'tail-light': ['LED tail light', 'Compact LED tail light and indicators.'],
      roof: ['Fuel tank', 'Sculpted tank with knee recesses.'],
      side: ['Engine', 'Strong mid-range torque for relaxed riding.'],
    },
    truck: {
      headlight: ['Headlights', 'Projector headlights with fog lamps.'],
      'front-wheel': ['Steer axle', 'Tight turning circle for city deliveries.'],
      'rear-wheel': ['Dual rear wheels', 'Dual rear wheels for a higher payload.'],
      'tail-light': ['Tail lights', 'LED combination tail lights.'],
      roof: ['Body', 'Built to your payload and fitted locally.'],
      side: ['Cab', 'Wide-opening doors and a low entry step.'],
    },
    caravan: {
      headlight: ['Front boot', 'Lockable front boot with gas bottle storage.'],
      'front-wheel': ['Tandem axles', 'Tandem axles with electric brakes.'],
      'rear-wheel': ['Suspension', 'Independent coil suspension for rough roads.'],
      'tail-light': ['Tail lights', 'LED tail lights and reversing camera.'],
      roof: ['Solar panels', 'Roof-mounted solar panels charge the house battery.'],
      side: ['Entry door', 'Triple-lock entry door with security screen.'],
    },
  }

const anchors: readonly HotspotAnchor[] = [
  'headlight',
  'front-wheel',
  'roof',
  'tail-light',
  'rear-wheel',
  'side',
]

function chooseHotspots(body: PhotoBody, kind: VehicleKind, random: Random): VehicleHotspots {
  const count = random.int(3, 5)
  const chosen = anchors.filter(() => random.chance(0.8)).slice(0, count)
  const exterior: VehicleHotspot[] = chosen.map((anchor) => {
    const placement = exteriorHotspot(body, anchor)
    const [title, description] = hotspotText[kind][anchor]
    return { x: placement.x, y: placement.y, title, description, image_index: placement.imageIndex }
  })
  const interior: VehicleHotspot[] = interiorHotspots(body).map((spot) => ({
    x: spot.x,
    y: spot.y,
    title: spot.title,
    description: spot.description,
    image_index: 0,
  }))
  return { exterior, interior }
}

const VIDEO_ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/**
 * Photos as dealers upload them: about 6% of vehicles have none yet (mostly stock still in transit),
 * a few 1 to 3, the rest 4 to 12, and about 15% also have a 360-degree spin with hotspots.
 */
export function choosePhotos(
  body: PhotoBody,
  colour: VehicleColour,
  kind: VehicleKind,
  status: VehicleStatus,
  random: Random,
): VehiclePhotos {
  const hasPhotos = !random.chance(status === 'coming_soon' ? 0.5 : 0.04)
  const count = hasPhotos ? random.weighted(photoCounts) : 0
  const { images, thumbnails } =
    count > 0 ? gallery(body, colour, count) : { images: NO_PHOTOS, thumbnails: NO_URLS }
  const spin = hasPhotos && status !== 'coming_soon' && random.chance(0.165)
  return {
    images,
    thumbnails,
    primaryImageUrl: thumbnails[0] ?? null,
    spinImages: spin ? spinFrames(body, colour) : NO_URLS,
    spinInteriorImage: spin ? vehiclePhotoPath(body, colour, 'interior') : null,
    spinCode: spin ? `FC${randomChars(random, '0123456789ABCDEFGHJKLMNPQRSTUVWXYZ', 8)}` : null,
    hotspots: spin ? chooseHotspots(body, kind, random) : null,
    externalVideoUrl:
      hasPhotos && random.chance(0.04)
        ? `https://www.youtube.com/watch?v=${randomChars(random, VIDEO_ID_CHARS, 11)}`
        : null,
  }
}
