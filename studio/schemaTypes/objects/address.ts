import { MarkerIcon } from '@sanity/icons/Marker'
import { defineField, defineType } from 'sanity'
import { australianStates } from '../../lib/options.ts'
import { postcodeRule } from '../../lib/rules.ts'

export const address = defineType({
  name: 'address',
  title: 'Address',
  icon: MarkerIcon,
  type: 'object',
  description: 'The street address shown on the website and used for directions and the map.',
  fieldsets: [{ name: 'map', title: 'Map & directions', options: { collapsible: true, collapsed: true } }],
  fields: [
    defineField({
      name: 'street',
      title: 'Street',
      type: 'string',
      placeholder: '120 Parramatta Road',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'city',
      title: 'Suburb',
      type: 'string',
      description: "Also used for the 'Located at {suburb}' notice on vehicle pages.",
      placeholder: 'Camperdown',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'state',
      title: 'State',
      type: 'string',
      options: { list: australianStates },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'postcode',
      title: 'Postcode',
      type: 'string',
      placeholder: '2050',
      validation: (rule) => [rule.required(), postcodeRule(rule)],
    }),
    defineField({
      name: 'geo',
      title: 'Map position',
      type: 'geopoint',
      fieldset: 'map',
      description: 'Latitude and longitude of the entrance, used for the map pin and distance from shoppers.',
    }),
    defineField({
      name: 'placeId',
      title: 'Google place ID',
      type: 'string',
      fieldset: 'map',
      description: 'Optional. Links reviews and directions to the business listing on Google Maps.',
    }),
    defineField({
      name: 'placeUrl',
      title: 'Directions link',
      type: 'url',
      fieldset: 'map',
      description: "Optional. Where 'Get Directions' goes, e.g. the Google Maps link of the business.",
      validation: (rule) => rule.uri({ scheme: ['https', 'http'] }),
    }),
  ],
  preview: {
    select: { street: 'street', city: 'city', state: 'state', postcode: 'postcode' },
    prepare: ({ street, city, state, postcode }) => ({
      title: street ?? 'No street',
      subtitle: [city, state, postcode].filter(Boolean).join(' '),
    }),
  },
})
