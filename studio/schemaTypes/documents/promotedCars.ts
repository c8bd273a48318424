import {
  MAX_PROMOTED_CARS,
  MAX_PROMOTION_SEARCHES,
  PROMOTION_SEARCH_PATH,
} from '@forecourt/domain/promoted-cars/promotion'
import { RocketIcon } from '@sanity/icons/Rocket'
import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * Cars a website pins to positions of its search results (issue 20): on chosen landing pages and for
 * chosen typed words, from a start to an expiry. Publishing it reaches the search index through the content
 * webhook; it shows in the results page's default order only.
 */
export const promotedCars = defineType({
  name: 'promotedCars',
  title: 'Promoted cars',
  icon: RocketIcon,
  type: 'document',
  description:
    'Cars pinned to positions of the search results, for chosen landing pages or typed words, between a start and an expiry.',
  groups: [
    { name: 'cars', title: 'Cars', default: true },
    { name: 'searches', title: 'Where' },
    { name: 'schedule', title: 'When' },
  ],
  fields: [
    defineField({
      name: 'website',
      title: 'Website',
      type: 'reference',
      group: 'cars',
      description: 'The dealer or group website whose results show these cars.',
      to: [{ type: 'dealer' }, { type: 'dealerGroup' }],
      options: { filter: '_type == "dealer" || hasWebsite == true' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'cars',
      description: 'What the promotion is, for editors, e.g. "Used car of the week". Shoppers do not see it.',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'cars',
      title: 'Cars',
      type: 'array',
      group: 'cars',
      description:
        'Each car and its position. A car that is sold, not listed or filtered out by the shopper is left out.',
      of: [defineArrayMember({ type: 'promotedCar' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(MAX_PROMOTED_CARS)
          .custom((cars: { position?: number }[] | undefined) => {
            const positions = (cars ?? []).map((car) => car.position).filter((p) => p !== undefined)
            return new Set(positions).size === positions.length ? true : 'Two cars cannot share a position.'
          }),
    }),
    defineField({
      name: 'landingPaths',
      title: 'Landing pages',
      type: 'array',
      group: 'searches',
      description:
        'Search pages of the website where the cars show while shoppers browse, e.g. /search/used-cars or /search/toyota/hilux.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .regex(PROMOTION_SEARCH_PATH, { name: 'landing page' })
              .error('Use a search page of the website: /search, then up to two lowercase-hyphenated parts.'),
        }),
      ],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique().max(MAX_PROMOTION_SEARCHES),
    }),
    defineField({
      name: 'keywords',
      title: 'Typed words',
      type: 'array',
      group: 'searches',
      description: 'Searches shoppers type in the search box where the cars show.',
      of: [defineArrayMember({ type: 'promotionKeyword' })],
      validation: (rule) =>
        rule.max(MAX_PROMOTION_SEARCHES).custom((keywords: unknown[] | undefined, context) => {
          const paths = (context.document as { landingPaths?: unknown[] } | undefined)?.landingPaths
          return (keywords?.length ?? 0) > 0 || (paths?.length ?? 0) > 0
            ? true
            : 'Give a landing page or typed words for the cars to show on.'
        }),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      group: 'schedule',
      description: 'From when the cars are pinned.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'expiresAt',
      title: 'Expires',
      type: 'datetime',
      group: 'schedule',
      description: 'When the results go back to their usual order, by themselves.',
      validation: (rule) =>
        rule.required().custom((expiresAt: string | undefined, context) => {
          const startsAt = (context.document as { startsAt?: string } | undefined)?.startsAt
          if (!expiresAt || !startsAt) return true
          return Date.parse(expiresAt) > Date.parse(startsAt) ? true : 'Expire after the start.'
        }),
    }),
  ],
  orderings: [
    { title: 'Expiry, latest first', name: 'expiresAtDesc', by: [{ field: 'expiresAt', direction: 'desc' }] },
  ],
  preview: {
    select: { title: 'title', website: 'website.name', expiresAt: 'expiresAt', cars: 'cars' },
    prepare: ({ title, website, expiresAt, cars }) => {
      const count = Array.isArray(cars) ? cars.length : 0
      const expiry = typeof expiresAt === 'string' ? Date.parse(expiresAt) : Number.NaN
      const until = Number.isNaN(expiry)
        ? 'no expiry yet'
        : `${expiry < Date.now() ? 'expired' : 'until'} ${new Date(expiry).toISOString().slice(0, 10)}`
      return {
        title: title || 'Untitled promotion',
        subtitle: [website, `${count} car${count === 1 ? '' : 's'}`, until].filter(Boolean).join(' · '),
      }
    },
  },
})
