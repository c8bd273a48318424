import { ConfettiIcon } from '@sanity/icons/Confetti'
import { defineArrayMember, defineField, defineType } from 'sanity'

type Prize = { chancePercent?: number }

/**
 * A dealer's spin-to-win promotion (issue 33): shown on /spin-to-win of the dealer's website (where its
 * 'Spin to win' feature is on) while it runs. One spin per signed-in shopper; a win is sent to the dealer
 * as a lead.
 */
export const spinPromotion = defineType({
  name: 'spinPromotion',
  title: 'Spin-to-win promotion',
  icon: ConfettiIcon,
  type: 'document',
  description: 'A prize promotion on /spin-to-win: prizes, their chances and quantities, dates and terms.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'The page heading, e.g. "Spin to win this spring".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'dealer',
      title: 'Dealer',
      type: 'reference',
      to: [{ type: 'dealer' }],
      description: 'The dealership running the promotion: its website shows it and its leads get the wins.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'text',
      rows: 3,
      description: 'A sentence or two above the wheel.',
      validation: (rule) => rule.max(300),
    }),
    defineField({
      name: 'startsAt',
      title: 'Starts',
      type: 'datetime',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'endsAt',
      title: 'Ends',
      type: 'datetime',
      validation: (rule) =>
        rule.required().custom((endsAt, context) => {
          const startsAt = (context.document as { startsAt?: string } | undefined)?.startsAt
          return typeof endsAt === 'string' && startsAt && Date.parse(endsAt) <= Date.parse(startsAt)
            ? 'The promotion must end after it starts.'
            : true
        }),
    }),
    defineField({
      name: 'prizes',
      title: 'Prizes',
      type: 'array',
      description: 'In order; their chances add up to at most 100%.',
      of: [defineArrayMember({ type: 'spinPrize' })],
      validation: (rule) =>
        rule
          .required()
          .min(1)
          .max(8)
          .custom((prizes: Prize[] | undefined) => {
            const total = (prizes ?? []).reduce((sum, prize) => sum + (prize.chancePercent ?? 0), 0)
            return total > 100 ? `The chances add up to ${total}%: at most 100%.` : true
          }),
    }),
    defineField({
      name: 'terms',
      title: 'Terms and conditions',
      type: 'text',
      rows: 6,
      description: 'Shown under the wheel; shoppers accept them before they spin.',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title', dealer: 'dealer.name', startsAt: 'startsAt', endsAt: 'endsAt' },
    prepare: ({ title, dealer, startsAt, endsAt }) => ({
      title,
      subtitle: [dealer, [startsAt, endsAt].map((at) => (at ? String(at).slice(0, 10) : '…')).join(' to ')]
        .filter(Boolean)
        .join(' · '),
    }),
  },
})
