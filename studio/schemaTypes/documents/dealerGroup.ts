import { UsersIcon } from '@sanity/icons/Users'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { domainsNotUsedElsewhere, hostnameRule, slugRule } from '../../lib/rules.ts'
import { footerGroupsField, headerMenuField } from '../objects/menuItem.ts'

export const dealerGroup = defineType({
  name: 'dealerGroup',
  title: 'Dealer group',
  icon: UsersIcon,
  type: 'document',
  description: 'A group of dealers that share settings and branding. Dealers inherit everything set here.',
  groups: [
    { name: 'group', title: 'Group', default: true },
    { name: 'brand', title: 'Brand & theme' },
    { name: 'features', title: 'Features' },
    { name: 'website', title: 'Group website' },
    { name: 'navigation', title: 'Navigation' },
  ],
  fields: [
    defineField({
      name: 'name',
      title: 'Group name',
      type: 'string',
      group: 'group',
      placeholder: 'Southern Cross Group',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      group: 'group',
      description:
        "The group's short name in addresses and links. Generate it from the name; avoid changing it later.",
      options: { source: 'name', maxLength: 64 },
      validation: slugRule,
    }),
    defineField({
      name: 'hasWebsite',
      title: 'Has its own group website',
      type: 'boolean',
      group: 'website',
      description: 'Tick when the group has a portal of its own (brands, about us, dealer locator).',
      initialValue: false,
    }),
    defineField({
      name: 'domains',
      title: 'Group website domains',
      type: 'array',
      group: 'website',
      description:
        'Hostnames of the group website, e.g. www.southerncrossgroup.com.au. Each can belong to one site only.',
      of: [defineArrayMember({ type: 'string', validation: hostnameRule })],
      options: { layout: 'tags' },
      validation: (rule) => [
        rule.unique(),
        rule.custom(domainsNotUsedElsewhere),
        rule
          .custom<string[]>((domains, context) =>
            context.document?.hasWebsite === true && !domains?.length
              ? 'A group website needs at least one domain to be reachable.'
              : true,
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'statsBanner',
      title: 'Stats banner',
      type: 'array',
      group: 'website',
      description:
        "Figures shown on the group website's home page, e.g. 50+ locations, 40+ brands, 30+ years.",
      of: [defineArrayMember({ type: 'statItem' })],
      validation: (rule) => rule.max(4),
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
        'Defaults for every dealer website in the group; a dealer can still change any of them. Empty means the platform default.',
    }),
    defineField({
      name: 'deliveryZones',
      title: 'Delivery zones',
      type: 'array',
      group: 'features',
      description:
        "Prices of delivering a vehicle by postcode, for the vehicle page's delivery calculator. Dealers without zones of their own use these.",
      of: [defineArrayMember({ type: 'deliveryZone' })],
    }),
    defineField({
      name: 'mapSettings',
      title: 'Map settings',
      type: 'mapSettings',
      group: 'features',
    }),
  ],
  preview: {
    select: { title: 'name', hasWebsite: 'hasWebsite', domain: 'domains.0', media: 'theme.logo' },
    prepare: ({ title, hasWebsite, domain, media }) => ({
      title: title ?? 'Unnamed group',
      subtitle: hasWebsite ? `Group website${domain ? ` · ${domain}` : ''}` : 'No group website',
      media,
    }),
  },
  orderings: [{ title: 'Name', name: 'nameAsc', by: [{ field: 'name', direction: 'asc' }] }],
})
