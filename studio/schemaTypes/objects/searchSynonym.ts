import { TransferIcon } from '@sanity/icons/Transfer'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { carTypes } from '../../lib/options.ts'

/** What a facet field of a synonym means, with the value as the stock feed spells it. */
const meaningField = (name: string, title: string, example: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: `As the stock feed spells it, e.g. ${example}.`,
    validation: (rule) => rule.max(80),
  })

const meaningFields = [
  'make',
  'model',
  'badge',
  'body',
  'fuel',
  'transmission',
  'drive',
  'colour',
  'condition',
]

/**
 * One word (or a few spellings of it) shoppers type, and the search filters it stands for: 'troopy' is a
 * Toyota LandCruiser Troop Carrier, 'workhorse' a diesel manual ute.
 */
export const searchSynonym = defineType({
  name: 'searchSynonym',
  title: 'Synonym',
  icon: TransferIcon,
  type: 'object',
  description: 'Words shoppers type, and the filters they mean on the search results page.',
  fields: [
    defineField({
      name: 'words',
      title: 'Words',
      type: 'array',
      description:
        'What shoppers type, each spelling on its own, e.g. troopy, troopie, troop carrier. Capitals, spaces and hyphens do not matter.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) =>
            rule
              .required()
              .max(40)
              .custom((word) =>
                word && !/[a-z]/i.test(word)
                  ? 'A synonym needs letters: plain numbers read as prices and years.'
                  : true,
              ),
        }),
      ],
      options: { layout: 'tags' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    meaningField('make', 'Make', 'Toyota'),
    meaningField('model', 'Model', 'LandCruiser Troop Carrier'),
    meaningField('badge', 'Badge', 'GXL'),
    meaningField('body', 'Body type', 'Ute or Cab Chassis'),
    meaningField('fuel', 'Fuel', 'Diesel'),
    meaningField('transmission', 'Transmission', 'Manual'),
    meaningField('drive', 'Drive', '4x4'),
    meaningField('colour', 'Colour', 'White'),
    defineField({
      name: 'condition',
      title: 'Condition',
      type: 'string',
      description: 'New, demo or used.',
      options: { list: carTypes, layout: 'radio', direction: 'horizontal' },
    }),
  ],
  validation: (rule) => [
    rule.custom((synonym: Record<string, unknown> | undefined) =>
      !synonym ||
      meaningFields.some((field) => typeof synonym[field] === 'string' && String(synonym[field]).trim())
        ? true
        : 'Say what the words mean: at least a make, model, badge, body type, fuel, transmission, drive, colour or condition.',
    ),
    rule
      .custom((synonym: Record<string, unknown> | undefined) =>
        synonym?.model && !synonym.make
          ? 'Give the make too: a model without its make is not what the filters would show.'
          : true,
      )
      .warning(),
  ],
  preview: {
    select: {
      words: 'words',
      make: 'make',
      model: 'model',
      badge: 'badge',
      body: 'body',
      fuel: 'fuel',
      transmission: 'transmission',
      drive: 'drive',
      colour: 'colour',
      condition: 'condition',
    },
    prepare: ({ words, make, model, badge, body, fuel, transmission, drive, colour, condition }) => ({
      title: Array.isArray(words) && words.length > 0 ? words.join(', ') : 'No words yet',
      subtitle: `means ${
        [[make, model, badge].filter(Boolean).join(' '), body, fuel, transmission, drive, colour, condition]
          .filter(Boolean)
          .join(', ') || 'nothing yet'
      }`,
    }),
  },
})
