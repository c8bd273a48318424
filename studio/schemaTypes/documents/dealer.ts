import { CaseIcon } from '@sanity/icons/Case'
import { defineArrayMember, defineField, defineType, getPublishedId } from 'sanity'
import { titleOf, vehicleKinds } from '../../lib/options.ts'
import { domainsNotUsedElsewhere, hostnameRule, leadDeliveryWarning, slugRule } from '../../lib/rules.ts'
import { footerGroupsField, headerMenuField } from '../objects/menuItem.ts'

export const dealer = defineType({
  name: 'dealer',
  title: 'Dealer',
  icon: CaseIcon,
  type: 'document',
  description: 'One dealer website: its brand, features, phone numbers and the group it belongs to.',
  groups: [
    { name: 'dealer', title: 'Dealer', default: true },
    { name: 'brand', title: 'Brand & theme' },
    { name: 'features', title: 'Features' },
    { name: 'contact', title: 'Contact' },
    { name: 'navigation', title: 'Navigation' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Dealer name',
      type: 'string',
      group: 'dealer',
      description: 'The trading name shown on the website, e.g. Harbourside Volkswagen.',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'dealer',
      description:
        'Identifies the dealer in links and in the preview address {slug}.localhost. Generate it from the name; avoid changing it later.',
      options: { source: 'name', maxLength: 64 },
      validation: slugRule,
    }),
    defineField({
      name: 'group',
      title: 'Dealer group',
      type: 'reference',
      group: 'dealer',
      description: 'Settings and theme the dealer leaves empty are taken from this group.',
      to: [{ type: 'dealerGroup' }],
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'domains',
      title: 'Website domains',
      type: 'array',
      group: 'dealer',
      description:
        'Hostnames the dealer website answers on, e.g. www.harboursidevolkswagen.com.au. Each can belong to one site only.',
      of: [defineArrayMember({ type: 'string', validation: hostnameRule })],
      options: { layout: 'tags' },
      validation: (rule) => [rule.unique(), rule.custom(domainsNotUsedElsewhere)],
    }),
    defineField({
      name: 'kinds',
      title: 'Vehicles sold',
      type: 'array',
      group: 'dealer',
      description: 'Decides the words and search filters the website uses (cars, bikes, trucks, caravans).',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: vehicleKinds, layout: 'grid' },
      initialValue: ['car'],
      validation: (rule) => rule.required().min(1).unique(),
    }),
    defineField({
      name: 'makes',
      title: 'Makes',
      type: 'array',
      group: 'dealer',
      description: 'Brands the dealer sells, e.g. Volkswagen. Used for menus and the model range.',
      of: [defineArrayMember({ type: 'string' })],
      options: { layout: 'tags' },
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'dealerLicenceNumber',
      title: 'Dealer licence number',
      type: 'string',
      group: 'dealer',
      description: 'The motor dealer licence number printed in the footer, e.g. MD 045127.',
    }),
    defineField({ name: 'theme', title: 'Theme', type: 'siteTheme', group: 'brand' }),
    headerMenuField('navigation'),
    footerGroupsField('navigation'),
    defineField({
      name: 'settings',
      title: 'Website settings',
      type: 'siteSettings',
      group: 'features',
      description:
        'Only set what should differ from the dealer group; everything left empty follows the group.',
    }),
    defineField({
      name: 'locationOrder',
      title: 'Location order',
      type: 'array',
      group: 'contact',
      description:
        "Optional: the order this dealer's locations are listed in. Empty: sales first, then service, then parts; locations left out of this list follow those in it.",
      of: [
        defineArrayMember({
          type: 'reference',
          to: [{ type: 'location' }],
          options: {
            filter: ({ document }) => ({
              filter: 'dealer._ref == $dealerId',
              params: { dealerId: getPublishedId(document._id) },
            }),
          },
        }),
      ],
      validation: (rule) => rule.unique(),
    }),
    defineField({
      name: 'deliveryZones',
      title: 'Delivery zones',
      type: 'array',
      group: 'contact',
      description:
        "Prices of delivering a vehicle by postcode, for the vehicle page's delivery calculator. Empty: the dealer group's zones.",
      of: [defineArrayMember({ type: 'deliveryZone' })],
    }),
    defineField({
      name: 'mapSettings',
      title: 'Map settings',
      type: 'mapSettings',
      group: 'contact',
    }),
    defineField({
      name: 'leadDelivery',
      title: 'Lead delivery',
      type: 'leadDelivery',
      group: 'contact',
    }),
    defineField({
      name: 'phones',
      title: 'Phone numbers',
      type: 'phoneNumbers',
      group: 'contact',
      validation: (rule) => rule.required().error('The dealer needs at least a main phone number.'),
    }),
  ],
  preview: {
    select: { title: 'name', group: 'group.name', kinds: 'kinds', domain: 'domains.0', media: 'theme.logo' },
    prepare: ({ title, group, kinds, domain, media }) => ({
      title: title ?? 'Unnamed dealer',
      subtitle: [
        group ?? 'No group',
        Array.isArray(kinds) ? kinds.map((kind: string) => titleOf(vehicleKinds, kind)).join(', ') : null,
        domain,
      ]
        .filter(Boolean)
        .join(' · '),
      media,
    }),
  },
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
  // A warning, not an error: a dealer being set up may be published before its CRM is connected.
  validation: (rule) => rule.custom(leadDeliveryWarning).warning(),
})
