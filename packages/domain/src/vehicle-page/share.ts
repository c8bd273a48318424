/**
 * Sharing a car (spec, forms document sections 4 and 9): "Copy-link shows 'Copied' for 1.5 s. The share
 * toast 'Copied {name} to your clipboard!' shows for 3 s." "Share popup 550x400. Copy feedback 1500 ms."
 */

export const COPIED_LABEL = 'Copied'
export const COPY_FEEDBACK_MS = 1500
export const SHARE_TOAST_MS = 3000
export const SHARE_POPUP_SIZE = { width: 550, height: 400 } as const

export function shareToastText(name: string): string {
  return `Copied ${name} to your clipboard!`
}

/**
 * The `window.open` features for the share popup, centred on the opener's window when its position and
 * size are given.
 */
export function sharePopupFeatures(opener?: {
  left: number
  top: number
  width: number
  height: number
}): string {
  const { width, height } = SHARE_POPUP_SIZE
  const features = [`width=${width}`, `height=${height}`]
  if (opener) {
    const left = Math.max(0, Math.round(opener.left + (opener.width - width) / 2))
    const top = Math.max(0, Math.round(opener.top + (opener.height - height) / 2))
    features.push(`left=${left}`, `top=${top}`)
  }
  return [...features, 'noopener', 'noreferrer'].join(',')
}
