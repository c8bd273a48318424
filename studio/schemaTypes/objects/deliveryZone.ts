import { TrolleyIcon } from '@sanity/icons/Trolley'
import { defineArrayMember, defineField, defineType } from 'sanity'

const postcode = (name: string, title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    validation: (rule) =>
      rule
        .required()
        .regex(/^\d{4}$/, { name: 'four-digit postcode' })
        .error('A postcode is 4 digits, e.g. 2000.'),
  })

/** One price for delivering a vehicle to a band of postcodes (the vehicle page's delivery calculator). */
export const deliveryZone = defineType({
  name: 'deliveryZone',
  title: 'Delivery zone',
  icon: TrolleyIcon,
  type: 'object',
  description:
    "A delivery price for a set of postcodes. The vehicle page's delivery calculator quotes the zone a shopper's postcode falls in.",
  fields: [
    defineField({
      name: 'name',
      title: 'Zone name',
      type: 'string',
      description: "Shown with the price, e.g. 'Sydney Metro'.",
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'price',
      title: 'Delivery price ($)',
      type: 'number',
      validation: (rule) => rule.required().min(0).precision(2),
    }),
    defineField({
      name: 'postcodeRanges',
      title: 'Postcodes',
      type: 'array',
      description:
        'Inclusive postcode ranges this price covers; a single postcode is a range from and to it.',
      of: [
        defineArrayMember({
          type: 'object',
          name: 'postcodeRange',
          fields: [postcode('from', 'From'), postcode('to', 'To')],
          validation: (rule) =>
            rule.custom((range: { from?: string; to?: string } | undefined) =>
              range?.from && range.to && range.from > range.to ? "'From' must not be after 'To'." : true,
            ),
          preview: {
            select: { from: 'from', to: 'to' },
            prepare: ({ from, to }) => ({ title: from === to ? from : `${from}–${to}` }),
          },
        }),
      ],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { name: 'name', price: 'price', ranges: 'postcodeRanges' },
    prepare: ({ name, price, ranges }) => ({
      title: name ?? 'Unnamed zone',
      subtitle: [
        typeof price === 'number' ? `$${price}` : null,
        Array.isArray(ranges) ? `${ranges.length} postcode range${ranges.length === 1 ? '' : 's'}` : null,
      ]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
