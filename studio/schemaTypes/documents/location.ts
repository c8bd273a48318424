import { PinIcon } from '@sanity/icons/Pin'
import type { CustomValidator } from 'sanity'
import { defineArrayMember, defineField, defineType, getPublishedId } from 'sanity'
import { altTextField } from '../../lib/fields.ts'
import { australianTimeZones, locationTypes, titleOf, weekdays } from '../../lib/options.ts'
import { studioApiVersion } from '../../lib/project.ts'
import { slugRule } from '../../lib/rules.ts'

const defaultWeek = [
  { weekday: 1, status: 'Open', open: '08:30', close: '17:30' },
  { weekday: 2, status: 'Open', open: '08:30', close: '17:30' },
  { weekday: 3, status: 'Open', open: '08:30', close: '17:30' },
  { weekday: 4, status: 'Open', open: '08:30', close: '17:30' },
  { weekday: 5, status: 'Open', open: '08:30', close: '17:30' },
  { weekday: 6, status: 'Open', open: '09:00', close: '16:00' },
  { weekday: 0, status: 'Closed' },
].map((day) => ({ _type: 'openingHour', _key: `weekday-${day.weekday}`, ...day }))

/** Duplicate entries in a list of objects, by one field, as validation errors pointing at the items. */
const uniqueBy =
  (
    field: string,
    describe: (value: unknown) => string,
  ): CustomValidator<Record<string, unknown>[] | undefined> =>
  (items) => {
    const seen = new Set<unknown>()
    const errors = []
    for (const item of items ?? []) {
      const value = item[field]
      if (value === undefined) continue
      if (seen.has(value))
        errors.push({ message: `${describe(value)} is listed twice.`, path: [{ _key: String(item._key) }] })
      seen.add(value)
    }
    return errors.length === 0 ? true : errors
  }

/** Each dealer has one primary location: it is listed first and used for "Located at" notices. */
const onePrimaryPerDealer: CustomValidator<boolean | undefined> = async (primary, context) => {
  const dealerRef = (context.document?.dealer as { _ref?: string } | undefined)?._ref
  if (primary !== true || !dealerRef || !context.document) return true
  const other = await context
    .getClient({ apiVersion: studioApiVersion })
    .fetch<string | null>(
      `*[_type == "location" && dealer._ref == $dealer && primary == true && !sanity::versionOf($id)][0].name`,
      { dealer: dealerRef, id: getPublishedId(context.document._id) },
    )
  return other ? `${other} is already this dealer's primary location. Untick it there first.` : true
}

export const location = defineType({
  name: 'location',
  title: 'Location',
  icon: PinIcon,
  type: 'document',
  description:
    'A dealership site: showroom, service centre, parts counter or yard, with its hours and contacts.',
  groups: [
    { name: 'location', title: 'Location', default: true },
    { name: 'hours', title: 'Opening hours' },
    { name: 'contact', title: 'Contact & address' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Location name',
      type: 'string',
      group: 'location',
      description: 'As shoppers know it, e.g. Harbourside Volkswagen Service Centre.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'location',
      description: 'Used in the address of the location page (/locations/{slug}). Generate it from the name.',
      options: { source: 'name', maxLength: 96 },
      validation: slugRule,
    }),
    defineField({
      name: 'dealer',
      title: 'Dealer',
      type: 'reference',
      group: 'location',
      to: [{ type: 'dealer' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'locationType',
      title: 'Type',
      type: 'string',
      group: 'location',
      description:
        'Decides where the location appears (sales first, then service, then parts). Leave empty for anything else, e.g. a head office.',
      options: { list: locationTypes, layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'locationSubtype',
      title: 'Subtype',
      type: 'string',
      group: 'location',
      description: "Optional finer kind, e.g. 'buying' for a used-car buying centre.",
    }),
    defineField({
      name: 'primary',
      title: 'Primary location',
      type: 'boolean',
      group: 'location',
      description: "The dealer's main site: listed first and used for directions. One per dealer.",
      initialValue: false,
      validation: (rule) => rule.custom(onePrimaryPerDealer).warning(),
    }),
    defineField({
      name: 'visible',
      title: 'Show on website',
      type: 'boolean',
      group: 'location',
      description: 'Untick to hide the location from the website without deleting it.',
      initialValue: true,
    }),
    defineField({
      name: 'hiddenOnCarPage',
      title: 'Leave out of vehicle pages',
      type: 'boolean',
      group: 'location',
      description:
        "Tick to leave this location out of the 'Our Locations' section at the foot of each vehicle page; it still shows everywhere else.",
      initialValue: false,
    }),
    defineField({
      name: 'manufacturers',
      title: 'Brands at this location',
      type: 'array',
      group: 'location',
      description: 'Makes sold or serviced here, e.g. Volkswagen. Leave empty for all of the dealer’s makes.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'dealerLicenceNumber',
      title: 'Dealer licence number',
      type: 'string',
      group: 'location',
      description: 'Shown on the location card when the site holds its own licence.',
    }),
    defineField({
      name: 'motorVehicleRepairerNumber',
      title: 'Motor vehicle repairer number',
      type: 'string',
      group: 'location',
      description:
        'Repairer licence for service centres, where the state requires one (e.g. MVRL 45123 in NSW).',
    }),
    defineField({
      name: 'image',
      title: 'Photo',
      type: 'image',
      group: 'location',
      description: 'A photo of the site front, shown on the location page and in the locations carousel.',
      options: { hotspot: true },
      fields: [altTextField('What the photo shows, for screen readers.')],
    }),
    defineField({ name: 'reviews', title: 'Reviews', type: 'reviewSummary', group: 'location' }),
    defineField({
      name: 'timeZone',
      title: 'Time zone',
      type: 'string',
      group: 'hours',
      description: 'Used to tell shoppers whether the location is open right now.',
      options: { list: australianTimeZones },
      initialValue: 'Australia/Sydney',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'openingHours',
      title: 'Opening hours',
      type: 'array',
      group: 'hours',
      description: 'One entry per day of the week. A day without an entry is shown as closed.',
      of: [defineArrayMember({ type: 'openingHour' })],
      initialValue: defaultWeek,
      validation: (rule) => [
        rule.max(7),
        rule.custom(uniqueBy('weekday', (weekday) => titleOf(weekdays, weekday) ?? 'A day')),
      ],
    }),
    defineField({
      name: 'specialHours',
      title: 'Holiday hours',
      type: 'array',
      group: 'hours',
      description: 'Public holidays and other days with different hours, e.g. Christmas Day closed.',
      of: [defineArrayMember({ type: 'specialHours' })],
      validation: (rule) => rule.custom(uniqueBy('date', (date) => `The date ${String(date)}`)),
    }),
    defineField({
      name: 'address',
      title: 'Address',
      type: 'address',
      group: 'contact',
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'contact', title: 'Contact details', type: 'contactDetail', group: 'contact' }),
  ],
  preview: {
    select: {
      title: 'name',
      dealer: 'dealer.name',
      locationType: 'locationType',
      city: 'address.city',
      visible: 'visible',
      primary: 'primary',
      media: 'image',
    },
    prepare: ({ title, dealer, locationType, city, visible, primary, media }) => ({
      title: title ?? 'Unnamed location',
      subtitle: [
        titleOf(locationTypes, locationType) ?? 'Other',
        city,
        dealer,
        primary ? 'primary' : null,
        visible === false ? 'hidden' : null,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
  orderings: [
    {
      title: 'Primary first, then name',
      name: 'primaryThenName',
      by: [
        { field: 'primary', direction: 'desc' },
        { field: 'name', direction: 'asc' },
      ],
    },
  ],
})
