import { OkHandIcon } from '@sanity/icons/OkHand'
import { defineArrayMember, defineField, defineType } from 'sanity'

/** The 'Why Choose Us' panel: a heading and a few short reasons to buy from this dealer. */
export const whyChooseUs = defineType({
  name: 'whyChooseUs',
  title: 'Why Choose Us',
  icon: OkHandIcon,
  type: 'object',
  description: 'A panel of short reasons to choose the dealer, e.g. "Fixed-price servicing".',
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      initialValue: 'Why Choose Us',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'reasons',
      title: 'Reasons',
      type: 'array',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'reason',
          fields: [
            defineField({
              name: 'title',
              title: 'Reason',
              type: 'string',
              validation: (rule) => rule.required().max(60),
            }),
            defineField({
              name: 'text',
              title: 'Detail',
              type: 'text',
              rows: 2,
              validation: (rule) => rule.max(240),
            }),
          ],
          preview: { select: { title: 'title', subtitle: 'text' } },
        }),
      ],
      validation: (rule) => rule.required().min(2).max(6),
    }),
  ],
  preview: {
    select: { title: 'title', reasons: 'reasons' },
    prepare: ({ title, reasons }) => ({
      title: title ?? 'Why Choose Us',
      subtitle: Array.isArray(reasons) ? `${reasons.length} reasons` : 'No reasons yet',
    }),
  },
})
