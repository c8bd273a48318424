import {
  DEFAULT_FEATURED_CARS_HEADING,
  DEFAULT_OFFERS_TEASER_HEADING,
  DEFAULT_VALUE_PROPOSITIONS,
  FEATURE_BANNER_TILES,
  type FeatureTileDefault,
} from '@forecourt/domain/site/home-page-defaults'
import { HomeIcon } from '@sanity/icons/Home'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { altTextField } from '../../lib/fields.ts'

const enabledField = (description: string) =>
  defineField({ name: 'enabled', title: 'Show', type: 'boolean', description, initialValue: true })

/** A section heading, required while the section shows. */
const headingField = (example: string) =>
  defineField({
    name: 'heading',
    title: 'Heading',
    type: 'string',
    description: `The section's heading, e.g. "${example}".`,
    initialValue: example,
    validation: (rule) =>
      rule
        .max(60)
        .custom((heading, context) =>
          (context.parent as { enabled?: boolean } | undefined)?.enabled !== false && !heading
            ? 'A shown section needs a heading.'
            : true,
        ),
  })

/** One of the feature banner's three fixed tiles; its link is fixed, its words and picture are not. */
const featureTileField = (tile: FeatureTileDefault, title: string) =>
  defineField({
    name: tile.key,
    title,
    type: 'object',
    description: `Links to ${tile.href}.`,
    options: { collapsible: true, collapsed: false },
    initialValue: { title: tile.title, text: tile.text },
    fields: [
      defineField({
        name: 'title',
        title: 'Title',
        type: 'string',
        description: `e.g. "${tile.title}"`,
        validation: (rule) => rule.required().max(40),
      }),
      defineField({
        name: 'text',
        title: 'Text',
        type: 'text',
        rows: 2,
        description: 'One short sentence.',
        validation: (rule) => rule.max(140),
      }),
      defineField({
        name: 'image',
        title: 'Image',
        type: 'image',
        description: 'Optional: a landscape picture (4:3 or wider) above the title.',
        options: { hotspot: true },
        fields: [{ ...altTextField(), validation: (rule) => rule.required() }],
      }),
    ],
  })

const tileTitles: Record<FeatureTileDefault['key'], string> = {
  offers: 'Offers tile',
  service: 'Service booking tile',
  sellYourCar: 'Sell your car tile',
}

/**
 * The home page of one website (one per dealer or group website, opened from its pane in the desk; its
 * id is `homePage-{website document id}`). Without it the page shows the promotional header with the
 * spec's three propositions and no slides.
 */
export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  icon: HomeIcon,
  type: 'document',
  description: "The website's hero slides and which home page sections show, with their words.",
  groups: [
    { name: 'slides', title: 'Slides', default: true },
    { name: 'sections', title: 'Sections' },
  ],
  fields: [
    defineField({
      name: 'website',
      title: 'Website',
      type: 'reference',
      description: 'The dealer or group website this home page belongs to.',
      to: [{ type: 'dealer' }, { type: 'dealerGroup' }],
      readOnly: true,
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slides',
      title: 'Hero slides',
      type: 'array',
      group: 'slides',
      description:
        'The carousel at the top of the page, in this order. It moves on every 3 seconds; shoppers can pause it. Leave empty for no carousel.',
      of: [defineArrayMember({ type: 'slide' })],
      validation: (rule) => rule.max(8),
    }),
    defineField({
      name: 'promotionalHeader',
      title: 'Promotional header',
      type: 'object',
      group: 'sections',
      description: 'Three reasons to buy from you, in a strip near the top of the page.',
      initialValue: {
        enabled: true,
        propositions: DEFAULT_VALUE_PROPOSITIONS.map((proposition, index) => ({
          _key: `proposition-${index + 1}`,
          _type: 'valueProposition',
          ...proposition,
        })),
      },
      fields: [
        enabledField('Show the strip of three value propositions.'),
        defineField({
          name: 'propositions',
          title: 'Value propositions',
          type: 'array',
          description: "Exactly three, e.g. 'Reserve Quickly Online' with a sentence about it.",
          of: [
            defineArrayMember({
              name: 'valueProposition',
              title: 'Value proposition',
              type: 'object',
              fields: [
                defineField({
                  name: 'title',
                  title: 'Title',
                  type: 'string',
                  validation: (rule) => rule.required().max(40),
                }),
                defineField({
                  name: 'text',
                  title: 'Text',
                  type: 'string',
                  validation: (rule) => rule.required().max(120),
                }),
              ],
              preview: { select: { title: 'title', subtitle: 'text' } },
            }),
          ],
          validation: (rule) =>
            rule.custom((propositions: unknown[] | undefined, context) =>
              (context.parent as { enabled?: boolean } | undefined)?.enabled === false ||
              propositions?.length === 3
                ? true
                : 'The header shows exactly three propositions.',
            ),
        }),
      ],
    }),
    defineField({
      name: 'featureBanner',
      title: 'Feature banner',
      type: 'object',
      group: 'sections',
      description: 'Three tiles linking to special offers, online service booking and selling your car.',
      initialValue: { enabled: true },
      fields: [
        enabledField('Show the three tiles.'),
        ...FEATURE_BANNER_TILES.map((tile) => featureTileField(tile, tileTitles[tile.key])),
      ],
    }),
    defineField({
      name: 'featuredCars',
      title: 'Featured cars',
      type: 'object',
      group: 'sections',
      description: 'Six of your top-ranked vehicles that are in stock and have more than one photo.',
      initialValue: { enabled: true, heading: DEFAULT_FEATURED_CARS_HEADING },
      fields: [enabledField('Show the featured vehicles.'), headingField(DEFAULT_FEATURED_CARS_HEADING)],
    }),
    defineField({
      name: 'offersTeaser',
      title: 'Offers teaser',
      type: 'object',
      group: 'sections',
      description:
        'Up to three current special offers with a link to all of them. Hidden when there are none.',
      initialValue: { enabled: true, heading: DEFAULT_OFFERS_TEASER_HEADING },
      fields: [enabledField('Show current offers.'), headingField(DEFAULT_OFFERS_TEASER_HEADING)],
    }),
  ],
  preview: {
    select: { website: 'website.name', slides: 'slides', media: 'slides.0.image' },
    prepare: ({ website, slides, media }) => {
      const count = Array.isArray(slides) ? slides.length : 0
      return {
        title: `Home page${website ? ` · ${website}` : ''}`,
        subtitle: count === 0 ? 'No slides' : `${count} ${count === 1 ? 'slide' : 'slides'}`,
        media,
      }
    },
  },
})
