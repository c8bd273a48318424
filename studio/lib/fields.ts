import { defineField } from 'sanity'

/** The alternative-text field every content image carries, for screen readers. */
export const altTextField = (description = 'What the image shows, for screen readers.') =>
  defineField({ name: 'alt', title: 'Alternative text', type: 'string', description })
