import { BlockElementIcon } from '@sanity/icons/BlockElement'
import { defineField, defineType } from 'sanity'
import { locationBlockFilters, titleOf } from '../../lib/options.ts'

/** A block of location cards on a page: the website's locations of one kind, or one chosen location. */
export const locationBlock = defineType({
  name: 'locationBlock',
  title: 'Location block',
  icon: BlockElementIcon,
  type: 'object',
  description:
    "Cards of the website's locations (address, phone, hours and directions), shown after the text.",
  fields: [
    defineField({
      name: 'title',
      title: 'Heading',
      type: 'string',
      initialValue: 'Our Locations',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'filter',
      title: 'Locations shown',
      type: 'string',
      options: { list: locationBlockFilters },
      initialValue: 'all',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'location',
      title: 'Location',
      type: 'reference',
      to: [{ type: 'location' }],
      hidden: ({ parent }) => (parent as { filter?: string } | undefined)?.filter !== 'location',
      validation: (rule) =>
        rule.custom((value, context) =>
          (context.parent as { filter?: string } | undefined)?.filter === 'location' && !value
            ? 'Choose the location to show.'
            : true,
        ),
    }),
  ],
  preview: {
    select: { title: 'title', filter: 'filter', location: 'location.name' },
    prepare: ({ title, filter, location }) => ({
      title: title ?? 'Our Locations',
      subtitle:
        filter === 'location' ? (location ?? 'No location chosen') : titleOf(locationBlockFilters, filter),
    }),
  },
})
