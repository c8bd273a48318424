import { PROMOTED_POSITION_RANGE } from '@forecourt/domain/promoted-cars/promotion'
import { StarIcon } from '@sanity/icons/Star'
import { StarFilledIcon } from '@sanity/icons/StarFilled'
import { defineField, defineType } from 'sanity'
import { carTypes } from '../../lib/options.ts'

/** A make or model of the rule, as the stock feed spells it. */
const ruleValueField = (name: string, title: string, example: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: `As the stock feed spells it, e.g. ${example}.`,
    validation: (rule) => rule.max(80),
  })

/** What a rule picks by: make, model and condition, any of them. */
export const promotedCarRule = defineType({
  name: 'promotedCarRule',
  title: 'Promoted car rule',
  icon: StarIcon,
  type: 'object',
  description: "Picks the website's best-ranked car in stock (not reserved) with these values.",
  fields: [
    ruleValueField('make', 'Make', 'Toyota'),
    ruleValueField('model', 'Model', 'HiLux'),
    defineField({
      name: 'condition',
      title: 'Condition',
      type: 'string',
      description: 'New, demo or used.',
      options: { list: carTypes, layout: 'radio', direction: 'horizontal' },
    }),
  ],
  preview: {
    select: { make: 'make', model: 'model', condition: 'condition' },
    prepare: ({ make, model, condition }) => ({
      title: [condition, make, model].filter(Boolean).join(' ') || 'Any car',
    }),
  },
})

/**
 * One car of a promotion and the position it takes: a car named by its stock number, or a rule that picks
 * the website's best-ranked car in stock with the given make, model and condition.
 */
export const promotedCar = defineType({
  name: 'promotedCar',
  title: 'Promoted car',
  icon: StarFilledIcon,
  type: 'object',
  description: 'A car, by stock number or by a rule, and where it shows in the results.',
  fields: [
    defineField({
      name: 'position',
      title: 'Position',
      type: 'number',
      description: `Where the car shows among the results: 1 is the first card, up to ${PROMOTED_POSITION_RANGE.max} (the first page).`,
      validation: (rule) =>
        rule.required().integer().min(PROMOTED_POSITION_RANGE.min).max(PROMOTED_POSITION_RANGE.max),
    }),
    defineField({
      name: 'stockNumber',
      title: 'Stock number',
      type: 'string',
      description: "The car's stock number in the stock feed, e.g. SCU18307. Leave empty to use a rule.",
      validation: (rule) => rule.max(40),
    }),
    defineField({
      name: 'rule',
      title: 'Or a rule',
      type: 'promotedCarRule',
      description:
        'Instead of a stock number: the best-ranked car in stock (not reserved) with these values. It is picked again each time the stock is loaded.',
      options: { collapsible: true, collapsed: false },
    }),
  ],
  validation: (rule) =>
    rule.custom((car: PromotedCarValue | undefined) => {
      if (!car) return true
      const hasStockNumber = !!car.stockNumber?.trim()
      const ruleValues = car.rule ?? {}
      const hasRule = !!(ruleValues.make?.trim() || ruleValues.model?.trim() || ruleValues.condition)
      if (hasStockNumber && hasRule) return 'Give a stock number or a rule, not both.'
      if (!hasStockNumber && !hasRule)
        return 'Give a stock number, or a rule with a make, model or condition.'
      if (ruleValues.model?.trim() && !ruleValues.make?.trim()) return 'A rule with a model needs its make.'
      return true
    }),
  preview: {
    select: {
      position: 'position',
      stockNumber: 'stockNumber',
      make: 'rule.make',
      model: 'rule.model',
      condition: 'rule.condition',
    },
    prepare: ({ position, stockNumber, make, model, condition }) => ({
      title: stockNumber
        ? `Stock number ${stockNumber}`
        : `Best ${[condition, make, model].filter(Boolean).join(' ') || 'car'} in stock`,
      subtitle: position ? `Position ${position}` : 'No position yet',
    }),
  },
})

interface PromotedCarValue {
  stockNumber?: string
  rule?: { make?: string; model?: string; condition?: string }
}
