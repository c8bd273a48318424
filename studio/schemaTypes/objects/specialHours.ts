import { CalendarIcon } from '@sanity/icons/Calendar'
import { defineField, defineType } from 'sanity'
import { openStatuses } from '../../lib/options.ts'
import { closesAfterOpening, requiredWhenOpen, timeOfDayRule } from '../../lib/rules.ts'

const isClosed = ({ parent }: { parent?: unknown }) =>
  (parent as { status?: string } | undefined)?.status === 'Closed'

export const specialHours = defineType({
  name: 'specialHours',
  title: 'Holiday hours',
  icon: CalendarIcon,
  type: 'object',
  description: "A day whose hours differ from the usual week, listed in the 'View Holiday Hours' dialog.",
  fields: [
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      options: { dateFormat: 'ddd D MMMM YYYY' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'label',
      title: 'Occasion',
      type: 'string',
      description: "Shown beside the date, e.g. 'Christmas Day' or 'Boxing Day'.",
      placeholder: 'Christmas Day',
    }),
    defineField({
      name: 'status',
      title: 'Open or closed',
      type: 'string',
      options: { list: openStatuses, layout: 'radio', direction: 'horizontal' },
      initialValue: 'Closed',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'startHour',
      title: 'Opens at',
      type: 'string',
      description: '24-hour time, e.g. 10:00.',
      placeholder: '10:00',
      hidden: isClosed,
      validation: (rule) => [rule.custom(requiredWhenOpen), timeOfDayRule(rule)],
    }),
    defineField({
      name: 'endHour',
      title: 'Closes at',
      type: 'string',
      description: '24-hour time, e.g. 14:00.',
      placeholder: '14:00',
      hidden: isClosed,
      validation: (rule) => [
        rule.custom(requiredWhenOpen),
        timeOfDayRule(rule),
        rule.custom(closesAfterOpening('startHour')),
      ],
    }),
  ],
  preview: {
    select: { date: 'date', label: 'label', status: 'status', startHour: 'startHour', endHour: 'endHour' },
    prepare: ({ date, label, status, startHour, endHour }) => ({
      title: label ? `${label} (${date ?? 'no date'})` : (date ?? 'No date'),
      subtitle:
        status === 'Open' ? `Open ${startHour ?? '?'} – ${endHour ?? '?'}` : (status ?? 'Status not set'),
    }),
  },
})
