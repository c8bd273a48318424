import { BarChartIcon } from '@sanity/icons/BarChart'
import { defineField, defineType } from 'sanity'

export const statItem = defineType({
  name: 'statItem',
  title: 'Statistic',
  icon: BarChartIcon,
  type: 'object',
  description: "One figure in the group website's stats banner, e.g. '50+' 'locations'.",
  fields: [
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description: "Short and bold, e.g. '50+' or '30+'.",
      placeholder: '50+',
      validation: (rule) => rule.required().max(8),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'string',
      description: "What the figure counts, e.g. 'locations' or 'years'.",
      placeholder: 'locations',
      validation: (rule) => rule.required().max(32),
    }),
  ],
  preview: {
    select: { value: 'value', label: 'label' },
    prepare: ({ value, label }) => ({ title: [value, label].filter(Boolean).join(' ') || 'Empty statistic' }),
  },
})
