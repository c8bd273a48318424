import { defineArrayMember, defineField } from 'sanity'

/**
 * Portable text as the site renders it (apps/web PortableText): paragraphs, two heading levels, bullet
 * and numbered lists, bold, italic and links. No HTML is stored; links must be http(s), mailto, tel or a
 * path on the website.
 */
export const richTextField = (options: {
  name: string
  title: string
  description: string
  required?: boolean
  fieldset?: string
}) =>
  defineField({
    name: options.name,
    title: options.title,
    type: 'array',
    description: options.description,
    fieldset: options.fieldset,
    of: [
      defineArrayMember({
        type: 'block',
        styles: [
          { title: 'Normal', value: 'normal' },
          { title: 'Heading', value: 'h2' },
          { title: 'Subheading', value: 'h3' },
        ],
        lists: [
          { title: 'Bullets', value: 'bullet' },
          { title: 'Numbers', value: 'number' },
        ],
        marks: {
          decorators: [
            { title: 'Bold', value: 'strong' },
            { title: 'Italic', value: 'em' },
          ],
          annotations: [
            defineArrayMember({
              name: 'link',
              type: 'object',
              title: 'Link',
              fields: [
                defineField({
                  name: 'href',
                  title: 'Address',
                  type: 'url',
                  validation: (rule) =>
                    rule.required().uri({ scheme: ['https', 'http', 'mailto', 'tel'], allowRelative: true }),
                }),
              ],
            }),
          ],
        },
      }),
    ],
    validation: options.required ? (rule) => rule.required() : undefined,
  })
