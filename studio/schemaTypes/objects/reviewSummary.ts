import { ThumbsUpIcon } from '@sanity/icons/ThumbsUp'
import { defineField, defineType } from 'sanity'

export const reviewSummary = defineType({
  name: 'reviewSummary',
  title: 'Reviews',
  icon: ThumbsUpIcon,
  type: 'object',
  description: 'The star rating shown on the location card, e.g. copied from the Google business listing.',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'averageRating',
      title: 'Average rating',
      type: 'number',
      description: '0 to 5 stars, e.g. 4.6.',
      validation: (rule) => rule.min(0).max(5).precision(1),
    }),
    defineField({
      name: 'count',
      title: 'Number of reviews',
      type: 'number',
      validation: (rule) => rule.integer().min(0),
    }),
  ],
  preview: {
    select: { averageRating: 'averageRating', count: 'count' },
    prepare: ({ averageRating, count }) => ({
      title: typeof averageRating === 'number' ? `${averageRating} ★` : 'No rating',
      subtitle: typeof count === 'number' ? `${count} reviews` : undefined,
    }),
  },
})
