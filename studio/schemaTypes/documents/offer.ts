import { TagIcon } from '@sanity/icons/Tag'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { altTextField, websiteReference } from '../../lib/fields.ts'
import { offerCategories } from '../../lib/options.ts'
import { slugRule } from '../../lib/rules.ts'

/**
 * A special offer (forms document section 3: Offer). It shows on the websites it applies to (a group's
 * offer on every dealer of the group), except the excluded ones, until it expires.
 */
export const offer = defineType({
  name: 'offer',
  title: 'Special offer',
  icon: TagIcon,
  type: 'document',
  description: 'A special offer shown on /special-offers and its own page (/offers/{offer id}).',
  groups: [
    { name: 'offer', title: 'Offer', default: true },
    { name: 'websites', title: 'Websites' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      group: 'offer',
      description: 'The headline shoppers see, e.g. "Amarok Style: $59,990 drive away".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'offerId',
      title: 'Offer id',
      type: 'slug',
      group: 'offer',
      description: 'The last part of the offer page address, /offers/{offer id}. Generate it from the name.',
      options: { source: 'name', maxLength: 80 },
      validation: slugRule,
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'offer',
      description: "Offers are listed by category; 'Finance offer' also shows on the finance pages.",
      options: { list: offerCategories, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'manufacturer',
      title: 'Manufacturer',
      type: 'string',
      group: 'offer',
      description:
        'The make the offer is for, e.g. Volkswagen. Its page is then also at /offers/{make}/{offer id}.',
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      group: 'offer',
      description: 'A 4:3 or wider image of the vehicle or the offer.',
      options: { hotspot: true },
      fields: [{ ...altTextField(), validation: (rule) => rule.required() }],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'array',
      group: 'offer',
      description: 'What the offer is. Cards show the first 160 characters of a longer text, with View more.',
      of: [defineArrayMember({ type: 'block', styles: [{ title: 'Normal', value: 'normal' }], lists: [] })],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'disclaimer',
      title: 'Disclaimer',
      type: 'text',
      rows: 4,
      group: 'offer',
      description: 'The terms. Cards show the first 200 characters, with View full disclaimer.',
    }),
    defineField({
      name: 'model',
      title: 'Model',
      type: 'object',
      group: 'offer',
      description: "The model the 'Explore' button leads to.",
      fields: [
        defineField({ name: 'name', title: 'Model name', type: 'string', description: 'e.g. Amarok' }),
        defineField({
          name: 'overrideUrl',
          title: 'Link instead',
          type: 'url',
          description: "Where 'Explore' goes instead of the model's stock, e.g. a manufacturer page.",
          validation: (rule) => rule.uri({ scheme: ['https', 'http'], allowRelative: true }),
        }),
      ],
    }),
    defineField({
      name: 'validUntil',
      title: 'Valid until',
      type: 'date',
      group: 'offer',
      description: 'The last day the offer shows. Empty: until it is unpublished.',
    }),
    defineField({
      name: 'websites',
      title: 'Shown on',
      type: 'array',
      group: 'websites',
      description: 'Dealers, or dealer groups (every dealer of the group), whose websites show the offer.',
      of: [websiteReference],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'excludedWebsites',
      title: 'Not shown on',
      type: 'array',
      group: 'websites',
      description: "Websites that must not show the offer even though they're covered above.",
      of: [websiteReference],
      validation: (rule) => rule.unique(),
    }),
  ],
  preview: {
    select: { title: 'name', category: 'category', manufacturer: 'manufacturer', media: 'image' },
    prepare: ({ title, category, manufacturer, media }) => ({
      title,
      subtitle: [category, manufacturer].filter(Boolean).join(' · '),
      media,
    }),
  },
})
