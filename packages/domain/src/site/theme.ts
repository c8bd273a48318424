/** A site's colours and logo: platform defaults, then group, then dealer, field by field. */
export interface SiteTheme {
  primaryColour: string
  onPrimaryColour: string
  accentColour: string
  logoUrl: string | null
  logoAlt: string | null
}

export const platformDefaultTheme: SiteTheme = {
  primaryColour: '#1f2937',
  onPrimaryColour: '#ffffff',
  accentColour: '#2563eb',
  logoUrl: null,
  logoAlt: null,
}

export type SiteThemeLayer = { [K in keyof SiteTheme]?: SiteTheme[K] | null }

const HEX_COLOUR = /^#[0-9a-f]{6}$/i

export function mergeSiteTheme(...layers: readonly (SiteThemeLayer | null | undefined)[]): SiteTheme {
  const merged = { ...platformDefaultTheme }
  for (const layer of layers) {
    if (!layer) continue
    for (const key of ['primaryColour', 'onPrimaryColour', 'accentColour'] as const) {
      const value = layer[key]
      // A colour goes into a CSS custom property, so anything but a plain hex colour is ignored.
      if (typeof value === 'string' && HEX_COLOUR.test(value)) merged[key] = value
    }
    if (layer.logoUrl) {
      merged.logoUrl = layer.logoUrl
      merged.logoAlt = layer.logoAlt ?? null
    }
  }
  return merged
}
