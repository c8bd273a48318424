import { StarIcon } from '@sanity/icons/Star'
import { defineField, defineType } from 'sanity'

/** One prize of a spin-to-win promotion: its chance per spin and how many there are to win. */
export const spinPrize = defineType({
  name: 'spinPrize',
  title: 'Prize',
  icon: StarIcon,
  type: 'object',
  description: 'A prize on the wheel, with its chance per spin and how many can be won.',
  fields: [
    defineField({
      name: 'name',
      title: 'Prize',
      type: 'string',
      description: 'What the shopper wins, as the wheel and the win message show it, e.g. "A $50 fuel card".',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'chancePercent',
      title: 'Chance per spin (%)',
      type: 'number',
      description:
        'How likely one spin is to win this prize, e.g. 5 for one spin in twenty. What the prizes leave of 100% wins nothing.',
      validation: (rule) => rule.required().min(0).max(100),
    }),
    defineField({
      name: 'quantity',
      title: 'Quantity',
      type: 'number',
      description:
        'How many of this prize can be won in the whole promotion. Once they are gone, it wins nothing.',
      validation: (rule) => rule.required().min(0).integer(),
    }),
  ],
  preview: {
    select: { title: 'name', chancePercent: 'chancePercent', quantity: 'quantity' },
    prepare: ({ title, chancePercent, quantity }) => ({
      title,
      subtitle: `${chancePercent ?? 0}% chance · ${quantity ?? 0} to win`,
    }),
  },
})
