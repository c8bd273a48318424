import { EarthGlobeIcon } from '@sanity/icons/EarthGlobe'
import { defineField, defineType } from 'sanity'
import { mapStyles } from '../../lib/options.ts'

/**
 * How location maps look. On a dealer, anything left empty follows the dealer group; on a group, the
 * platform default (an embedded map at zoom 19, centred on each location).
 */
export const mapSettings = defineType({
  name: 'mapSettings',
  title: 'Map settings',
  icon: EarthGlobeIcon,
  type: 'object',
  description:
    "Location maps: embedded or a static image, the zoom, and where the primary location's map is centred when its address position is not the best view.",
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'style',
      title: 'Map type',
      type: 'string',
      description: 'An interactive embedded map, or a lighter static image. Platform default: embedded.',
      options: { list: mapStyles, layout: 'radio', direction: 'horizontal' },
    }),
    defineField({
      name: 'latitude',
      title: 'Centre latitude',
      type: 'number',
      description: "Centre of the primary location's map, e.g. -33.3271. Set it together with the longitude.",
      validation: (rule) => [
        rule.min(-44).max(-9).error('Australian latitudes lie between -44 and -9.'),
        rule.custom((latitude, context) => {
          const longitude = (context.parent as { longitude?: number } | undefined)?.longitude
          return (latitude === undefined) === (longitude === undefined)
            ? true
            : 'Set both latitude and longitude, or neither.'
        }),
      ],
    }),
    defineField({
      name: 'longitude',
      title: 'Centre longitude',
      type: 'number',
      description: "Centre of the primary location's map, e.g. 115.6414.",
      validation: (rule) => rule.min(112).max(154).error('Australian longitudes lie between 112 and 154.'),
    }),
    defineField({
      name: 'zoom',
      title: 'Zoom',
      type: 'number',
      description: '1 shows the world, 19 a single street. Platform default: 19.',
      validation: (rule) => rule.integer().min(1).max(19),
    }),
  ],
  preview: {
    select: { style: 'style', zoom: 'zoom', latitude: 'latitude', longitude: 'longitude' },
    prepare: ({ style, zoom, latitude, longitude }) => ({
      title: `${style === 'static' ? 'Static' : 'Embedded'} map, zoom ${zoom ?? 19}`,
      subtitle: latitude !== undefined ? `Centred on ${latitude}, ${longitude}` : 'Centred on each location',
    }),
  },
})
