import { describe, expect, it } from 'vitest'
import { siteAnalyticsOf } from './site-analytics.ts'

const settings = (overrides: Partial<Parameters<typeof siteAnalyticsOf>[0]> = {}) => ({
  analyticsGtmContainerId: null,
  analyticsGa4MeasurementId: null,
  analyticsConsentRequired: false,
  ...overrides,
})

describe("a dealer's analytics tag", () => {
  it('"nothing loads without one": no container and no measurement id, no tag', () => {
    expect(siteAnalyticsOf(settings()).tag).toBeNull()
  })

  it('loads the Tag Manager container, which wins over a GA4 id (the container holds the GA4 tag)', () => {
    const both = settings({ analyticsGtmContainerId: 'GTM-AB12CD', analyticsGa4MeasurementId: 'G-XYZ9876' })
    expect(siteAnalyticsOf(both).tag).toEqual({ kind: 'gtm', id: 'GTM-AB12CD' })
    expect(siteAnalyticsOf(settings({ analyticsGa4MeasurementId: ' G-XYZ9876 ' })).tag).toEqual({
      kind: 'ga4',
      id: 'G-XYZ9876',
    })
  })

  it('loads nothing for an id that is not one, so nothing the Studio holds reaches the script', () => {
    for (const id of ['gtm-ab12cd', 'GTM-', "GTM-A1B2');alert(1)//", 'UA-12345-1']) {
      expect(
        siteAnalyticsOf(settings({ analyticsGtmContainerId: id, analyticsGa4MeasurementId: id })).tag,
      ).toBeNull()
    }
  })
})
