import { platformDefaultSettings } from '@forecourt/domain/site/settings'

/**
 * What an empty website setting falls back to, shown beside the field so an editor knows what the site
 * will use without reading the description: the dealer group's value, else the platform default (the
 * same order as `mergeSiteSettings`, which the site uses).
 */
export interface InheritedSetting {
  value: string
  source: 'group' | 'platform'
}

const valueAt = (settings: unknown, path: readonly string[]): unknown =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
    settings,
  )

export const isEmptySetting = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)

/** A setting's value in words: On or Off, a list joined with commas, a number or text as it is. */
export function describeSetting(value: unknown): string | null {
  if (typeof value === 'boolean') return value ? 'On' : 'Off'
  if (typeof value === 'number') return String(value)
  if (typeof value === 'string') return value
  if (Array.isArray(value))
    return value.length ? value.map((item) => describeSetting(item) ?? '').join(', ') : 'None'
  return null
}

/**
 * The value a website uses for the setting at `path` (below `settings`) while its own is empty: the
 * group's (null on a group's own document), else the platform default. Null for a setting with no default.
 */
export function inheritedSetting(
  path: readonly string[],
  groupSettings: unknown | null,
): InheritedSetting | null {
  const fromGroup = groupSettings ? valueAt(groupSettings, path) : undefined
  if (!isEmptySetting(fromGroup)) {
    const value = describeSetting(fromGroup)
    if (value !== null) return { value, source: 'group' }
  }
  const fromPlatform = valueAt(platformDefaultSettings, path)
  if (isEmptySetting(fromPlatform) && !Array.isArray(fromPlatform)) return null
  const value = describeSetting(fromPlatform)
  return value === null ? null : { value, source: 'platform' }
}
