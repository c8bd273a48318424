import { type DealerPhones, vehiclePagePhone } from '@forecourt/domain/phones/priority'
import { isSold } from '@forecourt/domain/vehicle-card/availability'
import { cardPrice } from '@forecourt/domain/vehicle-card/price'
import { dealerComments } from '@forecourt/domain/vehicle-page/comments'
import type { KeyInformationItem } from '@forecourt/domain/vehicle-page/key-information'
import { specificationList } from '@forecourt/domain/vehicle-page/specs'
import type { VehicleDetail } from '@forecourt/search/vehicle-detail'
import { carKeyInformation, type KeyInformationCar } from '../car-key-information'

/**
 * One car as its printable page and PDF brochure show it: who sells it, what it is, what it costs, its
 * key information, specifications, standard equipment and the dealer's comments, and where it is online.
 */
export interface CarBrochureView {
  /** The stock id, which lead events name the car by. */
  id: string
  slug: string
  title: string
  /** 'Sold' for a sold car still listed, else null. */
  status: string | null
  /** Null when the dealer hides a price of 0. */
  price: { text: string; typeLabel: string | null } | null
  dealer: { name: string; location: string | null; phone: string | null }
  photo: { url: string; alt: string } | null
  keyInformation: KeyInformationItem[]
  specifications: { label: string; value: string }[]
  standardEquipment: string[]
  /** The full comments, or the pending message alone (`pending`). */
  comments: { paragraphs: string[]; pending: boolean }
  /** The car page's absolute address. */
  pageUrl: string
}

export type BrochureCar = KeyInformationCar &
  Pick<
    VehicleDetail,
    | 'id'
    | 'slug'
    | 'path'
    | 'name'
    | 'status'
    | 'price'
    | 'price_type'
    | 'car_type'
    | 'dealership_name'
    | 'location_name'
    | 'location_phone'
    | 'primary_image_url'
    | 'image_urls'
    | 'variant'
    | 'standard_equipment'
    | 'dealercomments'
  >

export interface BrochureSite {
  /** The selling dealer's phone numbers, for the vehicle page's phone priority. */
  dealerPhones: DealerPhones | null
  hideZeroPrice: boolean
  /** The site's origin, e.g. 'https://example-motors.com.au'. */
  origin: string
}

export function carBrochureView(car: BrochureCar, site: BrochureSite): CarBrochureView {
  const slug = car.slug ?? ''
  const price = cardPrice(car, { hideZeroPrice: site.hideZeroPrice })
  const comments = dealerComments(car.dealercomments)
  const photoUrl = car.primary_image_url || car.image_urls?.[0] || null
  return {
    id: car.id,
    slug,
    title: car.name,
    status: isSold(car) ? 'Sold' : null,
    price:
      price.kind === 'hidden'
        ? null
        : { text: price.text, typeLabel: price.kind === 'price' ? price.typeLabel : null },
    dealer: {
      name: car.dealership_name,
      location: car.location_name || null,
      phone: vehiclePagePhone({
        dealerPhones: site.dealerPhones,
        carType: car.car_type,
        locationPhone: car.location_phone,
      }),
    },
    photo: photoUrl ? { url: photoUrl, alt: car.name } : null,
    keyInformation: carKeyInformation(car),
    specifications: specificationList(car.variant).map(({ label, value }) => ({ label, value })),
    standardEquipment: [
      ...new Set((car.standard_equipment ?? []).map((item) => item.trim()).filter(Boolean)),
    ],
    comments: { paragraphs: comments.paragraphs, pending: comments.pending },
    pageUrl: `${site.origin}${car.path ?? `/cars/${slug}`}`,
  }
}
