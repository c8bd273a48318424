/**
 * The 360-degree spin view (spec, stock document sections 2, 4 and 9): "modes Spin, Images and
 * Interior", "Spin view modes: spinner, gallery, interior. Default is spinner, or gallery for some
 * dealers." "Spin auto-rotate interval 100 ms, movement sensitivity 20 px."
 *
 * Dragging moves one frame per 20 px, forward when dragging right; frames wrap around.
 */

export const SPIN_AUTO_ROTATE_MS = 100
export const SPIN_DRAG_SENSITIVITY_PX = 20
export const SPIN_MODES = ['spinner', 'gallery', 'interior'] as const
export type SpinMode = (typeof SPIN_MODES)[number]
export const spinModeLabels: Readonly<Record<SpinMode, string>> = {
  spinner: 'Spin',
  gallery: 'Images',
  interior: 'Interior',
}

const wrap = (frame: number, count: number) => ((frame % count) + count) % count

export function nextSpinFrame(frame: number, frameCount: number): number {
  return frameCount > 0 ? wrap(frame + 1, frameCount) : 0
}

export function spinFrameAfterDrag(startFrame: number, dragX: number, frameCount: number): number {
  if (frameCount <= 0) return 0
  return wrap(startFrame + Math.trunc(dragX / SPIN_DRAG_SENSITIVITY_PX), frameCount)
}

/** The modes a car offers: spin needs spin images, interior an interior image; images are always there. */
export function availableSpinModes(car: {
  spin_images?: readonly string[] | null
  spin_interior_image?: string | null
}): SpinMode[] {
  const modes: SpinMode[] = []
  if (car.spin_images && car.spin_images.length > 0) modes.push('spinner')
  modes.push('gallery')
  if (car.spin_interior_image) modes.push('interior')
  return modes
}

/** The dealer's default mode (`spinDefaultMode`), or the gallery when the car has no spin. */
export function initialSpinMode(
  available: readonly SpinMode[],
  dealerDefault: 'spinner' | 'gallery',
): SpinMode {
  return available.includes(dealerDefault) ? dealerDefault : 'gallery'
}
