import { ColorWheelIcon } from '@sanity/icons/ColorWheel'
import { defineField, defineType } from 'sanity'
import { contrastRatio, MINIMUM_TEXT_CONTRAST } from '../../lib/contrast.ts'
import { hexColourRule } from '../../lib/rules.ts'

type ThemeValue = {
  primaryColour?: string
  onPrimaryColour?: string
  [field: string]: unknown
}

export const siteTheme = defineType({
  name: 'siteTheme',
  title: 'Theme',
  icon: ColorWheelIcon,
  type: 'object',
  description:
    "Colours and logo of the website. Leave any of them empty to use the dealer group's choice (and the platform's if the group has none).",
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'primaryColour',
      title: 'Primary colour',
      type: 'string',
      description: 'The main brand colour: header, buttons and links. A hex code such as #001e50.',
      placeholder: '#001e50',
      validation: hexColourRule,
    }),
    defineField({
      name: 'onPrimaryColour',
      title: 'Text on primary colour',
      type: 'string',
      description:
        'Colour of text and icons shown on top of the primary colour, usually #ffffff (white) or #000000 (black).',
      placeholder: '#ffffff',
      validation: hexColourRule,
    }),
    defineField({
      name: 'accentColour',
      title: 'Accent colour',
      type: 'string',
      description: 'A second colour for highlights such as badges, tags and active filters.',
      placeholder: '#00b0f0',
      validation: hexColourRule,
    }),
    defineField({
      name: 'logo',
      title: 'Logo',
      type: 'image',
      description:
        'Shown in the header and footer. An SVG, or a PNG at least 480 px wide on a transparent background, works best.',
      fields: [
        defineField({
          name: 'alt',
          title: 'Alternative text',
          type: 'string',
          description: 'Read out by screen readers instead of the logo, usually the business name.',
          validation: (rule) =>
            rule.custom((alt, context) => {
              const logo = context.parent as { asset?: unknown } | undefined
              return logo?.asset && !alt
                ? 'Describe the logo for screen readers, e.g. "Harbourside Volkswagen".'
                : true
            }),
        }),
      ],
    }),
  ],
  validation: (rule) =>
    rule
      .custom<ThemeValue>((theme) => {
        const ratio = contrastRatio(theme?.primaryColour ?? '', theme?.onPrimaryColour ?? '')
        if (ratio === null || ratio >= MINIMUM_TEXT_CONTRAST) return true
        return {
          message: `Text on the primary colour is hard to read (contrast ${ratio.toFixed(1)}:1; at least ${MINIMUM_TEXT_CONTRAST}:1 is needed). Pick a lighter or darker text colour.`,
          path: ['onPrimaryColour'],
        }
      })
      .warning(),
  preview: {
    select: { primary: 'primaryColour', accent: 'accentColour', media: 'logo' },
    prepare: ({ primary, accent, media }) => ({
      title: primary ? `Primary ${primary}` : 'Colours inherited from the group',
      subtitle: accent ? `Accent ${accent}` : undefined,
      media,
    }),
  },
})
