import { EnvelopeIcon } from '@sanity/icons/Envelope'
import { defineField, defineType } from 'sanity'
import { phoneNumberRule } from '../../lib/rules.ts'

export const contactDetail = defineType({
  name: 'contactDetail',
  title: 'Contact details',
  icon: EnvelopeIcon,
  type: 'object',
  description: 'How shoppers reach this location directly.',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'phone',
      title: 'Phone',
      type: 'string',
      description: 'The number shown on this location card.',
      placeholder: '02 9555 0100',
      validation: phoneNumberRule,
    }),
    defineField({
      name: 'landlinePhone',
      title: 'Landline',
      type: 'string',
      description: 'Optional second number, e.g. when the main number is a mobile.',
      validation: phoneNumberRule,
    }),
    defineField({
      name: 'email',
      title: 'Email',
      type: 'string',
      description: 'Where this location receives email from shoppers.',
      validation: (rule) => rule.email().error('Enter an email address such as sales@example.com.au.'),
    }),
  ],
  preview: {
    select: { phone: 'phone', email: 'email' },
    prepare: ({ phone, email }) => ({ title: phone ?? 'No phone', subtitle: email }),
  },
})
