import { CubeIcon } from '@sanity/icons/Cube'
import type { StringRule } from 'sanity'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { altTextField, websiteReference } from '../../lib/fields.ts'
import { modelBodyOptions, modelStatuses, titleOf } from '../../lib/options.ts'
import { slugRule } from '../../lib/rules.ts'

/** /models/order-now is the 'Get a Quote' page, so no model may take that address. */
const RESERVED_SLUGS = ['order-now']

/** The second and third body fields: only after the one before, and never repeating an earlier one. */
const laterBodyRule = (earlier: string[]) => (rule: StringRule) =>
  rule.custom<string>((body, context) => {
    if (!body) return true
    const document = (context.document ?? {}) as Record<string, unknown>
    const previous = earlier.map((field) => document[field])
    if (!previous[previous.length - 1]) return 'Fill in the body type above first.'
    return previous.includes(body) ? `${body} is already one of this model's body types.` : true
  })

const bodyField = (name: string, title: string, description: string, earlier: string[]) =>
  defineField({
    name,
    title,
    type: 'string',
    group: 'model',
    description,
    options: { list: modelBodyOptions },
    validation: earlier.length === 0 ? (rule) => rule.required() : laterBodyRule(earlier),
  })

/**
 * A model of the new-vehicle range (forms document section 3: Model). It is listed on /models, in the
 * 'New Vehicles' mega-menu under each of its up to three body types, and has an intro page.
 */
export const model = defineType({
  name: 'model',
  title: 'Model',
  icon: CubeIcon,
  type: 'document',
  description:
    'A new model in the range: listed on /models and in the mega-menu, with its own page /models/{slug}.',
  groups: [
    { name: 'model', title: 'Model', default: true },
    { name: 'page', title: 'Page content' },
    { name: 'websites', title: 'Websites' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Model name',
      type: 'string',
      group: 'model',
      description: 'Without the make, as the manufacturer writes it, e.g. Tiguan or T-Roc.',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'model',
      description: 'The last part of the page address, /models/{slug}. Generate it from the name.',
      options: { source: 'name', maxLength: 64 },
      validation: (rule) =>
        slugRule(rule).custom((slug) =>
          slug?.current && RESERVED_SLUGS.includes(slug.current)
            ? `/models/${slug.current} is another page of the website: choose another slug.`
            : true,
        ),
    }),
    defineField({
      name: 'manufacturer',
      title: 'Make',
      type: 'string',
      group: 'model',
      description: 'The manufacturer, shown above the model name, e.g. Volkswagen.',
      validation: (rule) => rule.required().max(40),
    }),
    defineField({
      name: 'status',
      title: 'Status',
      type: 'string',
      group: 'model',
      description: "Coming soon: the page offers 'Register Your Interest' instead of 'Get a Quote'.",
      options: { list: modelStatuses, layout: 'radio', direction: 'horizontal' },
      initialValue: 'available',
      validation: (rule) => rule.required(),
    }),
    bodyField('manufacturerBody', 'Body type', 'The menu category the model is listed under, e.g. SUV.', []),
    bodyField(
      'manufacturerBody2',
      'Second body type',
      'Optional: also list the model under this category (at most three in all).',
      ['manufacturerBody'],
    ),
    bodyField('manufacturerBody3', 'Third body type', 'Optional: a third category.', [
      'manufacturerBody',
      'manufacturerBody2',
    ]),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      group: 'model',
      description: 'The model on a plain background, 4:3, at least 800 × 600 px. Used on cards and its page.',
      options: { hotspot: true },
      fields: [{ ...altTextField(), validation: (rule) => rule.required() }],
    }),
    defineField({
      name: 'orderRank',
      title: 'Position',
      type: 'number',
      group: 'model',
      description: 'Models with lower numbers come first; equal numbers are sorted by name.',
      validation: (rule) => rule.integer().min(0),
    }),
    defineField({
      name: 'shortDescription',
      title: 'Short description',
      type: 'text',
      rows: 2,
      group: 'page',
      description: 'One or two sentences under the name, on cards and at the top of the page.',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'descriptionHtml',
      title: 'Description (HTML)',
      type: 'text',
      rows: 10,
      group: 'page',
      description:
        'HTML from the manufacturer feed. Only paragraphs, headings, lists, bold, italic, line breaks and links to web, email, phone or site addresses are shown; anything else (scripts, styles, images) is removed.',
    }),
    defineField({
      name: 'features',
      title: 'Features',
      type: 'array',
      group: 'page',
      description: 'Highlights in order. The page shows the first eight, the rest behind Show all features.',
      of: [defineArrayMember({ type: 'modelFeature' })],
    }),
    defineField({
      name: 'websites',
      title: 'Sold by',
      type: 'array',
      group: 'websites',
      description: 'Dealers, or dealer groups (every dealer of the group), whose websites list the model.',
      of: [websiteReference],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: {
    select: {
      name: 'name',
      manufacturer: 'manufacturer',
      status: 'status',
      body: 'manufacturerBody',
      body2: 'manufacturerBody2',
      body3: 'manufacturerBody3',
      media: 'image',
    },
    prepare: ({ name, manufacturer, status, body, body2, body3, media }) => ({
      title: [manufacturer, name].filter(Boolean).join(' ') || 'Untitled model',
      subtitle: [
        [body, body2, body3].filter(Boolean).join(', '),
        status === 'coming_soon' ? titleOf(modelStatuses, status) : null,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
  orderings: [
    {
      title: 'Range order',
      name: 'rangeOrder',
      by: [
        { field: 'orderRank', direction: 'asc' },
        { field: 'name', direction: 'asc' },
      ],
    },
  ],
})
