import { z } from 'zod'
import type { AnalyticsTag, SiteAnalytics } from './tag.ts'

/** The ids a dealer enters in the Studio's website settings (docs/decisions/057-analytics-data-layer-and-tag.md). */
export const gtmContainerId = z.string().regex(/^GTM-[A-Z0-9]{4,12}$/)
export const ga4MeasurementId = z.string().regex(/^G-[A-Z0-9]{4,12}$/)

export interface AnalyticsSettings {
  analyticsGtmContainerId: string | null
  analyticsGa4MeasurementId: string | null
  analyticsConsentRequired: boolean
}

/** The tag a site loads, or null. An id that is not one (a typo in the Studio) loads nothing. */
export function siteAnalyticsOf(settings: AnalyticsSettings, held = false): SiteAnalytics {
  const gtm = gtmContainerId.safeParse(settings.analyticsGtmContainerId?.trim())
  const ga4 = ga4MeasurementId.safeParse(settings.analyticsGa4MeasurementId?.trim())
  const tag: AnalyticsTag | null = gtm.success
    ? { kind: 'gtm', id: gtm.data }
    : ga4.success
      ? { kind: 'ga4', id: ga4.data }
      : null
  return { tag, consentRequired: settings.analyticsConsentRequired, held }
}
