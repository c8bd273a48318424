import type { DemoDealer, DemoGroup } from '../tenants.ts'
import { dealerId, groupId, locationId } from '../tenants.ts'
import type { ContentDocument } from './content-document.ts'
import { reference, slugOf } from './content-document.ts'
import { dealerDeliveryZones, deliveryZonesField, groupDeliveryZones } from './delivery-zones.ts'
import { groupHeaderMenu } from './header-menus.ts'
import { imageField } from './image-assets.ts'
import { dealerLogoFile, groupLogoFile } from './media-files.ts'
import { dealerSettings, groupSettings, settingsObject } from './site-settings.ts'

/** Group portals show these figures (spec: 50+ locations, 40+ brands, 30+ years). */
const statsBanners: Record<string, [value: string, label: string][]> = {
  'southern-cross-group': [
    ['50+', 'locations'],
    ['40+', 'brands'],
    ['30+', 'years'],
  ],
}

/**
 * Map settings (spec: "set for bunbury-volkswagen and beachside-volkswagen. Map zoom is 19"): Harbourside
 * Volkswagen centres its map on the showroom entrance; the Southern Cross group uses static maps.
 */
const mapSettings: Record<
  string,
  { style?: 'embedded' | 'static'; latitude?: number; longitude?: number; zoom?: number }
> = {
  'harbourside-volkswagen': { latitude: -33.88702, longitude: 151.17655, zoom: 19 },
  'southern-cross-group': { style: 'static' },
}

/** Spec: "some sites use a fixed order" of locations: Outback lists its caravan yard first. */
const locationOrders: Record<string, string[]> = {
  'outback-trucks': ['outback-caravans-gepps-cross', 'outback-trucks-wingfield'],
}

const locationOrderField = (slug: string) => {
  const order = locationOrders[slug]
  return order
    ? { locationOrder: order.map((location) => ({ ...reference(locationId(location)), _key: location })) }
    : {}
}

const mapSettingsObject = (slug: string) => {
  const settings = mapSettings[slug]
  return settings ? { mapSettings: { _type: 'mapSettings', ...settings } } : {}
}

const themeObject = (theme: DemoGroup['theme'], logo: ReturnType<typeof imageField>) => ({
  _type: 'siteTheme',
  primaryColour: theme.primary,
  onPrimaryColour: theme.onPrimary,
  accentColour: theme.accent,
  logo,
})

export function groupDocument(group: DemoGroup): ContentDocument {
  const stats = statsBanners[group.slug]
  return {
    _id: groupId(group.slug),
    _type: 'dealerGroup',
    name: group.name,
    slug: slugOf(group.slug),
    hasWebsite: group.hasWebsite,
    ...(group.domains.length > 0 ? { domains: group.domains } : {}),
    theme: themeObject(group.theme, imageField(groupLogoFile(group), group.name)),
    settings: settingsObject({
      minimumReviewRating: group.minimumReviewRating,
      ...groupSettings[group.slug],
    }),
    ...mapSettingsObject(group.slug),
    ...deliveryZonesField(groupDeliveryZones[group.slug]),
    ...groupHeaderMenu(group.slug),
    ...(stats
      ? {
          statsBanner: stats.map(([value, label]) => ({
            _type: 'statItem',
            _key: `stat-${label}`,
            value,
            label,
          })),
        }
      : {}),
  }
}

export function dealerDocument(dealer: DemoDealer): ContentDocument {
  return {
    _id: dealerId(dealer.slug),
    _type: 'dealer',
    name: dealer.name,
    slug: slugOf(dealer.slug),
    group: reference(groupId(dealer.groupSlug)),
    domains: dealer.domains,
    kinds: dealer.kinds,
    makes: dealer.makes,
    theme: themeObject(dealer.theme, imageField(dealerLogoFile(dealer), dealer.name)),
    settings: settingsObject(dealerSettings[dealer.slug] ?? {}),
    phones: { _type: 'phoneNumbers', ...dealer.phones },
    dealerLicenceNumber: dealer.dealerLicenceNumber,
    ...mapSettingsObject(dealer.slug),
    ...deliveryZonesField(dealerDeliveryZones[dealer.slug]),
    ...locationOrderField(dealer.slug),
    // Demo CRM addresses: with no LEAD_WEBHOOK_SECRET nothing is sent, and the deliveries wait on /dev/leads.
    leadDelivery: {
      _type: 'leadDelivery',
      crmWebhookUrl: `https://crm.${dealer.slug}.example/leads`,
      emailRecipients: [`sales@${dealer.slug}.example`],
    },
  }
}
