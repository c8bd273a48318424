import {
  CHOSEN_SLIDE_LINK_LABELS,
  isSlideImageSize,
  SLIDE_IMAGE_SIZE,
} from '@forecourt/domain/site/home-slides'
import { ImageIcon } from '@sanity/icons/Image'
import { defineField, defineType } from 'sanity'
import { altTextField } from '../../lib/fields.ts'

const { width, height } = SLIDE_IMAGE_SIZE

/** Sanity image asset ids carry the image's size: `image-{hash}-{width}x{height}-{format}`. */
function assetDimensions(ref: string | undefined): { width: number; height: number } | null {
  const match = ref?.match(/-(\d+)x(\d+)-[a-z0-9]+$/)
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null
}

/** A path on the website ('/special-offers') or a full https:// address. */
const SLIDE_URL = /^(\/(?!\/)\S*|https:\/\/[^\s/]+\.\S+)$/

/** One slide of the home page's hero carousel (forms document section 3: Slide). */
export const slide = defineType({
  name: 'slide',
  title: 'Slide',
  icon: ImageIcon,
  type: 'object',
  description: `A ${width} × ${height} promotional image with a name, a description and a link button.`,
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: 'The headline over the image, e.g. "Amarok Style: $62,990 drive away".',
      validation: (rule) => rule.required().max(80),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'text',
      rows: 2,
      description: 'One or two short sentences under the name.',
      validation: (rule) => rule.max(200),
    }),
    defineField({
      name: 'url',
      title: 'Link',
      type: 'string',
      description:
        'Where the slide leads: a path on this website (e.g. /special-offers or /search/used-cars) or a full https:// address.',
      validation: (rule) =>
        rule
          .required()
          .custom((value: string | undefined) =>
            !value || SLIDE_URL.test(value)
              ? true
              : 'Use a path on this website starting with /, e.g. /special-offers, or a full https:// address.',
          ),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'image',
      description: `Exactly ${width} × ${height} pixels, so every slide fills the slider the same way.`,
      options: { hotspot: true },
      fields: [{ ...altTextField(), validation: (rule) => rule.required() }],
      validation: (rule) => [
        rule.required(),
        rule
          .custom((image: { asset?: { _ref?: string } } | undefined) => {
            const size = assetDimensions(image?.asset?._ref)
            return !size || isSlideImageSize(size)
              ? true
              : `This image is ${size.width} × ${size.height}; the slider shows ${width} × ${height}, so it will be cropped or stretched.`
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'hideOverlay',
      title: 'Hide the text',
      type: 'boolean',
      description:
        'Show the image alone, without the name, description and button over it (for artwork that carries its own text). The whole image then links.',
      initialValue: false,
    }),
    defineField({
      name: 'linkLabel',
      title: 'Button label',
      type: 'string',
      description:
        "Leave empty to label the button by its link: 'Latest Offers' for offers, 'Explore' for stock and models, otherwise 'Learn More'.",
      options: { list: [...CHOSEN_SLIDE_LINK_LABELS], layout: 'radio' },
      hidden: ({ parent }) => (parent as { hideOverlay?: boolean } | undefined)?.hideOverlay === true,
    }),
  ],
  preview: {
    select: { title: 'name', url: 'url', hideOverlay: 'hideOverlay', media: 'image' },
    prepare: ({ title, url, hideOverlay, media }) => ({
      title: title || 'Untitled slide',
      subtitle: [url, hideOverlay ? 'image only' : null].filter(Boolean).join(' · '),
      media,
    }),
  },
})
