import { SPIN_MODES, type SpinMode } from '@forecourt/domain/vehicle-page/spin'
import { CALCULATOR_PARAM } from '../calculators/calculator-params'

/**
 * Without JavaScript the media block's tabs, arrows and thumbnails are links to the page itself that name
 * the view (`media`) and photo (`photo`, from 1) to show; the page's other query parameters ride along,
 * so a calculator's answer survives (though not its marker, which would move the focus to that answer).
 * With JavaScript the same controls switch in place.
 */

export const MEDIA_ANCHOR = 'car-media'
const MEDIA_PARAM = 'media'
const PHOTO_PARAM = 'photo'

export function requestedMode(params: URLSearchParams, modes: readonly SpinMode[]): SpinMode | null {
  const mode = params.get(MEDIA_PARAM)
  return SPIN_MODES.find((candidate) => candidate === mode && modes.includes(candidate)) ?? null
}

/** The photo index (from 0) the address asks for, or the first photo. */
export function requestedPhotoIndex(params: URLSearchParams, photoCount: number): number {
  const photo = Number(params.get(PHOTO_PARAM))
  return Number.isInteger(photo) && photo >= 1 && photo <= photoCount ? photo - 1 : 0
}

function hrefWith(params: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(params)
  next.delete(CALCULATOR_PARAM)
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name)
    else next.set(name, value)
  }
  return `?${next}#${MEDIA_ANCHOR}`
}

export function modeHref(params: URLSearchParams, mode: SpinMode): string {
  return hrefWith(params, { [MEDIA_PARAM]: mode, [PHOTO_PARAM]: null })
}

export function photoHref(params: URLSearchParams, index: number): string {
  return hrefWith(params, { [MEDIA_PARAM]: 'gallery', [PHOTO_PARAM]: String(index + 1) })
}
