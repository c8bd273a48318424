import { defineArrayMember, defineField } from 'sanity'

/** The alternative-text field every content image carries, for screen readers. */
export const altTextField = (description = 'What the image shows, for screen readers.') =>
  defineField({ name: 'alt', title: 'Alternative text', type: 'string', description })

/** A website a document applies to: a dealer, or a dealer group (every dealer of the group). */
export const websiteReference = defineArrayMember({
  type: 'reference',
  to: [{ type: 'dealer' }, { type: 'dealerGroup' }],
})
