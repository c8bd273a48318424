import { TagsIcon } from '@sanity/icons/Tags'
import type { SlugIsUniqueValidator } from 'sanity'
import { defineArrayMember, defineField, defineType, getPublishedId } from 'sanity'
import { brandCategories, titleOf } from '../../lib/options.ts'
import { studioApiVersion } from '../../lib/project.ts'
import { slugRule } from '../../lib/rules.ts'

/** Brand pages live under the group website (/{slug}/overview), so a slug only has to be unique per group. */
const isUniqueInGroup: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context
  const groupRef = (document?.group as { _ref?: string } | undefined)?._ref
  if (!document || !groupRef) return true
  const taken = await getClient({ apiVersion: studioApiVersion }).fetch<boolean>(
    `defined(*[_type == "brandEntry" && group._ref == $group && slug.current == $slug && !sanity::versionOf($id)][0]._id)`,
    { group: groupRef, slug, id: getPublishedId(document._id) },
  )
  return !taken
}

const imageWithAlt = (name: string, title: string, description: string) =>
  defineField({
    name,
    title,
    type: 'image',
    description,
    options: { hotspot: name === 'banner' },
    fields: [
      defineField({
        name: 'alt',
        title: 'Alternative text',
        type: 'string',
        description: 'What the image shows, for screen readers, e.g. "Toyota logo".',
      }),
    ],
  })

export const brandEntry = defineType({
  name: 'brandEntry',
  title: 'Brand directory entry',
  icon: TagsIcon,
  type: 'document',
  description:
    "A brand or group company in the group website's brand directory (/brands), with its own overview page.",
  groups: [
    { name: 'entry', title: 'Entry', default: true },
    { name: 'page', title: 'Page content' },
  ],
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      group: 'entry',
      description: 'The brand or company name as shown on its tile and page, e.g. Toyota.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'entry',
      description:
        'Used in the page address: /{slug}/overview for brands, /{slug} for group companies. Generate it from the title.',
      options: { source: 'title', maxLength: 64, isUnique: isUniqueInGroup },
      validation: slugRule,
    }),
    defineField({
      name: 'group',
      title: 'Dealer group',
      type: 'reference',
      group: 'entry',
      description: 'The group whose website lists this entry.',
      to: [{ type: 'dealerGroup' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'category',
      title: 'Category',
      type: 'string',
      group: 'entry',
      description: 'Which section of the brand directory the entry appears in.',
      options: { list: brandCategories, layout: 'radio' },
      initialValue: 'car',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'orderRank',
      title: 'Position',
      type: 'number',
      group: 'entry',
      description:
        'Entries with lower numbers come first in their section; equal numbers are sorted by title.',
      validation: (rule) => rule.min(0),
    }),
    defineField({
      name: 'skipPage',
      title: 'No page of its own',
      type: 'boolean',
      group: 'entry',
      description: 'Tick when the tile should link straight to the Link below instead of an overview page.',
      initialValue: false,
    }),
    defineField({
      name: 'link',
      title: 'Link',
      type: 'url',
      group: 'entry',
      description:
        "Where the tile's button goes: a full web address (https://...) or a path on this site such as /search/toyota.",
      validation: (rule) => [
        rule.uri({ scheme: ['https', 'http'], allowRelative: true }),
        rule.custom<string>((link, context) =>
          context.document?.skipPage === true && !link ? 'An entry without its own page needs a link.' : true,
        ),
      ],
    }),
    imageWithAlt('logo', 'Logo', 'Shown on the brand tile. SVG, or PNG on a transparent background.'),
    imageWithAlt('banner', 'Banner', 'Wide image at the top of the overview page, at least 1600 × 500 px.'),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'array',
      group: 'page',
      description: 'Paragraphs of the overview page, in order. Two or three short paragraphs read best.',
      of: [defineArrayMember({ type: 'text', rows: 4 })],
    }),
  ],
  preview: {
    select: {
      title: 'title',
      category: 'category',
      group: 'group.name',
      skipPage: 'skipPage',
      media: 'logo',
    },
    prepare: ({ title, category, group, skipPage, media }) => ({
      title: title ?? 'Untitled entry',
      subtitle: [titleOf(brandCategories, category), group, skipPage ? 'link only' : null]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
  orderings: [
    {
      title: 'Directory order',
      name: 'directoryOrder',
      by: [
        { field: 'category', direction: 'asc' },
        { field: 'orderRank', direction: 'asc' },
        { field: 'title', direction: 'asc' },
      ],
    },
  ],
})
