import { safeHref } from '../site/safe-href.ts'

/**
 * "A 3D spin viewer link takes spin_code" (stock document section 7). The viewer is the dealer's 3D
 * provider, so its address is a dealer setting: an https address with `{code}` where the car's code goes.
 */

export const SPIN_CODE_PLACEHOLDER = '{code}'
export const SPIN_VIEWER_LINK_TEXT = 'View in 3D'

/** The car's 3D viewer address, or null when the dealer has no viewer or the car has no code. */
export function spinViewerHref(
  template: string | null | undefined,
  spinCode: string | null | undefined,
): string | null {
  const code = spinCode?.trim()
  if (!template || !code || !template.includes(SPIN_CODE_PLACEHOLDER)) return null
  const href = safeHref(template.split(SPIN_CODE_PLACEHOLDER).join(encodeURIComponent(code)), ['https'])
  return href && !href.startsWith('/') ? href : null
}
