import { WrenchIcon } from '@sanity/icons/Wrench'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { richTextField } from '../../lib/rich-text.ts'
import { bookingPageUrlRule } from '../../lib/rules.ts'

/**
 * The /service page of one website (one per dealer or group website, opened from its pane in the desk).
 * Without this document the page shows one 'Book a Service' tab with the service location picker.
 */
export const servicePage = defineType({
  name: 'servicePage',
  title: 'Service page',
  icon: WrenchIcon,
  type: 'document',
  description: 'The tabs of online service booking, the pricing guide and the seasonal offer terms.',
  fields: [
    defineField({
      name: 'website',
      title: 'Website',
      type: 'reference',
      description: 'The dealer or group website this page belongs to.',
      to: [{ type: 'dealer' }, { type: 'dealerGroup' }],
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'tabs',
      title: 'Booking tabs',
      type: 'array',
      description:
        'One tab each, in this order; the first opens by default. A tab with a booking page address shows that page; one without shows a service location picker.',
      of: [defineArrayMember({ type: 'serviceTab' })],
      validation: (rule) => [
        rule.required().min(1),
        rule.custom<{ name?: string }[]>((tabs) => {
          const names = (tabs ?? []).map((tab) => tab.name?.trim().toLowerCase()).filter(Boolean)
          return new Set(names).size === names.length
            ? true
            : 'Two tabs have the same name; links choose tabs by name, so each needs its own.'
        }),
      ],
    }),
    defineField({
      name: 'pricingGuideUrl',
      title: 'Service pricing guide',
      type: 'string',
      description:
        "Link to the manufacturer's or dealer's service pricing guide (https:// address or a path on this website). Leave empty to hide the link.",
      validation: bookingPageUrlRule,
    }),
    defineField({
      name: 'seasonalOfferTitle',
      title: 'Seasonal service offer',
      type: 'string',
      description: "The offer's name, e.g. Winter Service Special. The terms below show under it, folded.",
      validation: (rule) =>
        rule.max(80).custom((title, context) => {
          const terms = (context.document as { seasonalOfferTerms?: unknown[] } | undefined)
            ?.seasonalOfferTerms
          return !title && terms?.length ? 'Name the offer the terms belong to.' : true
        }),
    }),
    richTextField({
      name: 'seasonalOfferTerms',
      title: 'Seasonal service offer terms',
      description: 'The terms and conditions of the seasonal offer, shown in a folded section.',
    }),
  ],
  preview: {
    select: { website: 'website.name', tabs: 'tabs' },
    prepare: ({ website, tabs }) => ({
      title: `Service page${website ? ` · ${website}` : ''}`,
      subtitle: Array.isArray(tabs) ? tabs.map((tab: { name?: string }) => tab.name).join(', ') : 'No tabs',
    }),
  },
})
