import { ClockIcon } from '@sanity/icons/Clock'
import { defineField, defineType } from 'sanity'
import { openStatuses, titleOf, weekdays } from '../../lib/options.ts'
import { closesAfterOpening, requiredWhenOpen, timeOfDayRule } from '../../lib/rules.ts'

const isClosed = ({ parent }: { parent?: unknown }) =>
  (parent as { status?: string } | undefined)?.status === 'Closed'

export const openingHour = defineType({
  name: 'openingHour',
  title: 'Opening hours',
  icon: ClockIcon,
  type: 'object',
  description: 'The regular hours of one day of the week.',
  fields: [
    defineField({
      name: 'weekday',
      title: 'Day',
      type: 'number',
      options: { list: weekdays },
      validation: (rule) => rule.required().integer().min(0).max(6),
    }),
    defineField({
      name: 'status',
      title: 'Open or closed',
      type: 'string',
      options: { list: openStatuses, layout: 'radio', direction: 'horizontal' },
      initialValue: 'Open',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'open',
      title: 'Opens at',
      type: 'string',
      description: '24-hour time, e.g. 08:30.',
      placeholder: '08:30',
      hidden: isClosed,
      validation: (rule) => [rule.custom(requiredWhenOpen), timeOfDayRule(rule)],
    }),
    defineField({
      name: 'close',
      title: 'Closes at',
      type: 'string',
      description: '24-hour time, e.g. 17:30.',
      placeholder: '17:30',
      hidden: isClosed,
      validation: (rule) => [
        rule.custom(requiredWhenOpen),
        timeOfDayRule(rule),
        rule.custom(closesAfterOpening('open')),
      ],
    }),
  ],
  preview: {
    select: { weekday: 'weekday', status: 'status', open: 'open', close: 'close' },
    prepare: ({ weekday, status, open, close }) => ({
      title: titleOf(weekdays, weekday) ?? 'Day not set',
      subtitle: status === 'Open' ? `${open ?? '?'} – ${close ?? '?'}` : (status ?? 'Status not set'),
    }),
  },
})
