import { DocumentTextIcon } from '@sanity/icons/DocumentText'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { websiteReference } from '../../lib/fields.ts'
import { richTextField } from '../../lib/rich-text.ts'
import { slugRule } from '../../lib/rules.ts'

/**
 * An information or legal page (warranty, roadside assist, care plans, privacy policy, terms, careers,
 * about us). Body text is portable text, so no HTML reaches the site; links must be http(s), mailto or tel.
 */
export const page = defineType({
  name: 'page',
  title: 'Information page',
  icon: DocumentTextIcon,
  type: 'document',
  description:
    'A page of text: /{slug} for privacy-policy, terms-and-conditions, careers and about-us, otherwise /pages/{slug}.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The page heading.',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: 'The page address, e.g. warranty for /pages/warranty, or privacy-policy.',
      options: { source: 'title', maxLength: 80 },
      validation: slugRule,
    }),
    defineField({
      name: 'description',
      title: 'Search engine description',
      type: 'text',
      rows: 2,
      description: 'One or two sentences shown by search engines.',
      validation: (rule) => rule.max(200),
    }),
    richTextField({
      name: 'body',
      title: 'Text',
      description: 'Headings, paragraphs, lists and links.',
      required: true,
    }),
    defineField({
      name: 'locationBlock',
      title: 'Location block',
      type: 'locationBlock',
      description: "Optional: cards of the website's locations, shown after the text.",
    }),
    defineField({
      name: 'whyChooseUs',
      title: 'Why Choose Us panel',
      type: 'whyChooseUs',
      description: 'Optional: a panel of reasons to choose the dealer, shown after the text.',
    }),
    defineField({
      name: 'faqs',
      title: 'Frequently asked questions',
      type: 'array',
      description: 'Optional: questions shoppers open to read the answers, shown after the text.',
      of: [defineArrayMember({ type: 'faqItem' })],
      validation: (rule) => rule.max(30),
    }),
    defineField({
      name: 'websites',
      title: 'Shown on',
      type: 'array',
      description: 'Dealers, or dealer groups (every dealer of the group), whose websites have this page.',
      of: [websiteReference],
      validation: (rule) => rule.required().min(1).unique(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'slug.current' } },
})
