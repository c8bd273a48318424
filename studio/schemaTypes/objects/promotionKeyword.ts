import { keywordMatches } from '@forecourt/domain/promoted-cars/promotion'
import { SearchIcon } from '@sanity/icons/Search'
import { defineField, defineType } from 'sanity'

const matchTitles: Record<(typeof keywordMatches)[number], string> = {
  exact: 'Exactly these words',
  contains: 'Contains these words',
}

/** Words shoppers type in the search box that a promotion applies to. */
export const promotionKeyword = defineType({
  name: 'promotionKeyword',
  title: 'Typed words',
  icon: SearchIcon,
  type: 'object',
  description: 'A search shoppers type, matched exactly or as whole words within what they type.',
  fields: [
    defineField({
      name: 'query',
      title: 'Words',
      type: 'string',
      description: 'e.g. family suv. Capitals do not matter.',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'match',
      title: 'Match',
      type: 'string',
      description: "'Contains' also matches a longer search with these words in it, e.g. cheap family suv.",
      options: {
        list: keywordMatches.map((value) => ({ title: matchTitles[value], value })),
        layout: 'radio',
        direction: 'horizontal',
      },
      initialValue: 'exact',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { query: 'query', match: 'match' },
    prepare: ({ query, match }) => ({
      title: query ? `"${query}"` : 'No words yet',
      subtitle: match === 'contains' ? 'Contains these words' : 'Exactly these words',
    }),
  },
})
