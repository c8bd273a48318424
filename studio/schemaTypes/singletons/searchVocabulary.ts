import { compactKey } from '@forecourt/domain/search-words/tokenise'
import { BookIcon } from '@sanity/icons/Book'
import { defineArrayMember, defineField, defineType } from 'sanity'

/**
 * A dealer group's own words for the plain-words search (one per group, opened from the group's pane in
 * the desk): every website of the group understands them on top of the platform's Australian vocabulary.
 */
export const searchVocabulary = defineType({
  name: 'searchVocabulary',
  title: 'Search vocabulary',
  icon: BookIcon,
  type: 'document',
  description:
    "The group's own words for the search box: nicknames and local names shoppers type ('troopy', 'patty'), each with the filters it means.",
  fields: [
    defineField({
      name: 'group',
      title: 'Dealer group',
      type: 'reference',
      description: 'The group whose websites understand these words.',
      to: [{ type: 'dealerGroup' }],
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'synonyms',
      title: 'Synonyms',
      type: 'array',
      description:
        "Makes, models, body types and colours already in the group's stock are understood without an entry, misspelt or not; add the words they are not.",
      of: [defineArrayMember({ type: 'searchSynonym' })],
      validation: (rule) =>
        rule.custom<{ words?: string[] }[]>((synonyms) => {
          const seen = new Set<string>()
          for (const synonym of synonyms ?? []) {
            for (const word of synonym.words ?? []) {
              const key = compactKey(word)
              if (key && seen.has(key))
                return `"${word}" is in two synonyms; keep it in one, so it means one thing.`
              seen.add(key)
            }
          }
          return true
        }),
    }),
  ],
  preview: {
    select: { group: 'group.name', synonyms: 'synonyms' },
    prepare: ({ group, synonyms }) => {
      const count = Array.isArray(synonyms) ? synonyms.length : 0
      return {
        title: `Search vocabulary${group ? ` · ${group}` : ''}`,
        subtitle: `${count} synonym${count === 1 ? '' : 's'}`,
      }
    },
  },
})
