import { HelpCircleIcon } from '@sanity/icons/HelpCircle'
import { defineField, defineType } from 'sanity'

/** One question and its answer, shown folded under the question (trade-in FAQ, warranty FAQ…). */
export const faqItem = defineType({
  name: 'faqItem',
  title: 'Question and answer',
  icon: HelpCircleIcon,
  type: 'object',
  description: 'A frequently asked question; shoppers open it to read the answer.',
  fields: [
    defineField({
      name: 'question',
      title: 'Question',
      type: 'string',
      validation: (rule) => rule.required().max(160),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'text',
      rows: 4,
      description: 'Plain text; a blank line starts a new paragraph.',
      validation: (rule) => rule.required().max(2000),
    }),
  ],
  preview: { select: { title: 'question', subtitle: 'answer' } },
})
