import { WrenchIcon } from '@sanity/icons/Wrench'
import { defineField, defineType } from 'sanity'
import { bookingPageUrlRule } from '../../lib/rules.ts'

/** One tab of the /service page: an embedded booking page, or (without an address) a location picker. */
export const serviceTab = defineType({
  name: 'serviceTab',
  title: 'Service tab',
  icon: WrenchIcon,
  type: 'object',
  description: 'A tab of the service page: an embedded online booking page, or the service location picker.',
  fields: [
    defineField({
      name: 'name',
      title: 'Tab name',
      type: 'string',
      description:
        'Shown on the tab and used in links: /service?tab=Express%20Service opens the tab named Express Service.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'url',
      title: 'Booking page address',
      type: 'string',
      description:
        "The dealer-service provider's online booking page, shown inside the tab (750 px high). Leave empty to show a service location picker with phone numbers and hours instead.",
      validation: bookingPageUrlRule,
    }),
  ],
  preview: {
    select: { title: 'name', url: 'url' },
    prepare: ({ title, url }) => ({
      title: title ?? 'Unnamed tab',
      subtitle: url ? `Booking page: ${url}` : 'Service location picker',
    }),
  },
})
