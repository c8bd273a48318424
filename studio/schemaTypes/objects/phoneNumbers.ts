import { MobileDeviceIcon } from '@sanity/icons/MobileDevice'
import { defineField, defineType } from 'sanity'
import { phoneNumberRule } from '../../lib/rules.ts'

const phone = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'string', description, validation: phoneNumberRule })

export const phoneNumbers = defineType({
  name: 'phoneNumbers',
  title: 'Phone numbers',
  icon: MobileDeviceIcon,
  type: 'object',
  description:
    'Which number shoppers see: the override if set; otherwise on a vehicle page the number for its condition (new, used or demo), then the main number.',
  options: { columns: 2 },
  fields: [
    defineField({
      name: 'main',
      title: 'Main number',
      type: 'string',
      description: 'The general number, shown in the header and footer, e.g. 02 9555 0100.',
      placeholder: '02 9555 0100',
      validation: (rule) => [
        rule.required().error('The dealer needs a main phone number.'),
        phoneNumberRule(rule),
      ],
    }),
    phone('new', 'New vehicles', 'Shown on new vehicle pages.'),
    phone('used', 'Used vehicles', 'Shown on used vehicle pages.'),
    phone('demo', 'Demo vehicles', 'Shown on demonstrator vehicle pages.'),
    phone('service', 'Service', 'Shown on service pages and service booking forms.'),
    phone('parts', 'Parts', 'Shown on parts pages.'),
    phone(
      'override',
      'Override number',
      'Replaces every number above everywhere on the site, e.g. a call-tracking number. Leave empty normally.',
    ),
  ],
  preview: {
    select: { main: 'main', override: 'override' },
    prepare: ({ main, override }) => ({
      title: override ? `${override} (override)` : (main ?? 'No main number'),
      subtitle: override ? `Main ${main ?? 'not set'}` : 'Main number',
    }),
  },
})
