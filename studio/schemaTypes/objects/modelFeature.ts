import { SparklesIcon } from '@sanity/icons/Sparkles'
import { defineField, defineType } from 'sanity'
import { altTextField } from '../../lib/fields.ts'

/** One feature of a model (forms document section 3: Feature: title, description, image.url). */
export const modelFeature = defineType({
  name: 'modelFeature',
  title: 'Model feature',
  icon: SparklesIcon,
  type: 'object',
  description: "A highlight on the model's page, such as a safety system or the infotainment screen.",
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. IQ.DRIVE driver assistance',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 5,
      description:
        'Plain text. The page shows the first 600 characters, ending at a whole word, with Read more.',
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      description: 'A 4:3 picture of the feature.',
      options: { hotspot: true },
      fields: [altTextField()],
    }),
  ],
  preview: {
    select: { title: 'title', subtitle: 'description', media: 'image' },
  },
})
