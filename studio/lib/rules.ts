import { CRM_WEBHOOK_URL_MESSAGE, isAllowedCrmWebhookUrl } from '@forecourt/domain/leads/crm-webhook-url'
import {
  hasLeadDelivery,
  type LeadDeliverySettings,
  NO_LEAD_DELIVERY_MESSAGE,
} from '@forecourt/domain/leads/lead-delivery'
import type { CustomValidator, SanityDocument, SlugRule, StringRule } from 'sanity'
import { getPublishedId } from 'sanity'
import {
  HEX_COLOUR,
  HH_MM,
  HOSTNAME,
  HTTPS_URL,
  PHONE_CHARACTERS,
  POSTCODE,
  SITE_PATH,
  URL_SLUG,
} from './patterns.ts'
import { studioApiVersion } from './project.ts'

/** Reusable validation rules, with messages written for the marketing staff who edit content. */

export const hexColourRule = (rule: StringRule) =>
  rule.regex(HEX_COLOUR, { name: 'hex colour' }).error('Use a six-digit hex colour such as #001e50.')

export const timeOfDayRule = (rule: StringRule) =>
  rule.regex(HH_MM, { name: 'time' }).error('Use 24-hour time as HH:MM, for example 08:30 or 17:00.')

export const postcodeRule = (rule: StringRule) =>
  rule
    .regex(POSTCODE, { name: 'postcode' })
    .error('An Australian postcode is exactly four digits, e.g. 2050.')

export const hostnameRule = (rule: StringRule) =>
  rule
    .regex(HOSTNAME, { name: 'hostname' })
    .error('Enter a bare lowercase hostname such as www.example.com.au: no https://, no path, no spaces.')

/** Slugs end up in addresses and hostnames ({slug}.localhost), so only URL-safe lowercase text. */
export const slugRule = (rule: SlugRule) =>
  // One chained rule: each separate rule would repeat the built-in uniqueness check.
  rule
    .required()
    .custom((slug) =>
      !slug?.current || URL_SLUG.test(slug.current)
        ? true
        : 'Use lowercase letters, digits and single hyphens only, e.g. harbourside-volkswagen.',
    )

export const phoneNumberRule = (rule: StringRule) =>
  rule.custom<string>((value) => {
    if (value === undefined || value === '') return true
    if (!PHONE_CHARACTERS.test(value)) return 'Use digits, spaces, + and brackets only, e.g. 02 9555 0100.'
    const digits = value.replace(/\D/g, '').length
    if (digits < 6 || digits > 12)
      return 'An Australian phone number has 6 to 12 digits, e.g. 13 13 13 or 02 9555 0100.'
    return true
  })

/** For `open`/`close` style fields: required when the sibling `status` is Open. */
export const requiredWhenOpen: CustomValidator<string | undefined> = (value, context) => {
  const parent = context.parent as { status?: string } | undefined
  return parent?.status === 'Open' && !value ? 'Required when the status is Open.' : true
}

/** For a closing time: must be later than the sibling opening time named `openField`. */
export const closesAfterOpening =
  (openField: string): CustomValidator<string | undefined> =>
  (value, context) => {
    const opening = (context.parent as Record<string, unknown> | undefined)?.[openField]
    if (!value || typeof opening !== 'string' || !HH_MM.test(opening) || !HH_MM.test(value)) return true
    return value > opening ? true : `The closing time must be after the opening time (${opening}).`
  }

/**
 * A hostname can belong to one site only, or the platform could not tell which dealer a request is for.
 * Checks every dealer and dealer group, ignoring this document's own draft and published versions.
 */
export const domainsNotUsedElsewhere: CustomValidator<string[] | undefined> = async (domains, context) => {
  if (!domains?.length || !context.document) return true
  const client = context.getClient({ apiVersion: studioApiVersion })
  const others = await client.fetch<{ name?: string; domains?: string[] }[]>(
    `*[_type in ["dealer", "dealerGroup"] && !sanity::versionOf($id) && count(domains[@ in $domains]) > 0]{
      name, domains
    }`,
    { id: getPublishedId(context.document._id), domains },
  )
  const clashes = others.flatMap((other) =>
    (other.domains ?? [])
      .filter((domain) => domains.includes(domain))
      .map((domain) => `${domain} is already used by ${other.name ?? 'another site'}`),
  )
  return clashes.length === 0 ? true : `${[...new Set(clashes)].join('; ')}.`
}

/** A page embedded in the site (a booking provider): https anywhere, or a path on the website itself. */
export const bookingPageUrlRule = (rule: StringRule) =>
  rule.custom<string>((value) =>
    value === undefined || value === '' || HTTPS_URL.test(value) || SITE_PATH.test(value)
      ? true
      : 'Use a full https:// address, e.g. https://bookings.example.com.au/dealer, or a path on this website starting with /.',
  )

/** A path on the website itself, such as /contact: one leading slash (never //host), no spaces. */
export const sitePathRule = (rule: StringRule) =>
  rule.regex(SITE_PATH, { name: 'site path starting with a single /' }).max(200)

/** A dealer's CRM webhook: https (plain http to localhost only), checked again by the server before sending. */
export const crmWebhookUrlRule: CustomValidator<string | undefined> = (value) =>
  !value || isAllowedCrmWebhookUrl(value) ? true : CRM_WEBHOOK_URL_MESSAGE

/** On the dealer document: its leads must reach someone, by CRM webhook or by email (shown as a warning). */
export const leadDeliveryWarning: CustomValidator<SanityDocument | undefined> = (dealer) =>
  !dealer || hasLeadDelivery(dealer.leadDelivery as LeadDeliverySettings | undefined)
    ? true
    : NO_LEAD_DELIVERY_MESSAGE
