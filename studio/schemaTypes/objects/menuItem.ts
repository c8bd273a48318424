import { LinkIcon } from '@sanity/icons/Link'
import { MenuIcon } from '@sanity/icons/Menu'
import { ThListIcon } from '@sanity/icons/ThList'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { dynamicDropdownOptions, titleOf } from '../../lib/options.ts'

const urlRule = (rule: import('sanity').UrlRule) =>
  rule.required().uri({ scheme: ['https', 'http'], allowRelative: true })

/** A link of a drop-down. */
export const menuLink = defineType({
  name: 'menuLink',
  title: 'Menu link',
  icon: MenuIcon,
  type: 'object',
  description: 'A link in a drop-down.',
  fields: [
    defineField({
      name: 'name',
      title: 'Label',
      type: 'string',
      description: 'e.g. New Car Warranty',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Address',
      type: 'url',
      description: 'A page of this website such as /pages/warranty, or a full https:// address.',
      validation: urlRule,
    }),
  ],
  preview: { select: { title: 'name', subtitle: 'url' } },
})

/** One entry of the header menu (forms document section 3: name, url, dropdownItems, dynamicDropdown). */
export const menuItem = defineType({
  name: 'menuItem',
  title: 'Menu item',
  icon: ThListIcon,
  type: 'object',
  description: 'An entry of the header menu, optionally with a drop-down.',
  fields: [
    defineField({
      name: 'name',
      title: 'Label',
      type: 'string',
      description: 'e.g. Service',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'url',
      title: 'Address',
      type: 'url',
      description: 'Where the entry itself goes, e.g. /service.',
      validation: urlRule,
    }),
    defineField({
      name: 'dropdownItems',
      title: 'Drop-down links',
      type: 'array',
      description: 'Links shown under the entry. Leave empty for a plain link.',
      of: [defineArrayMember({ type: 'menuLink' })],
    }),
    defineField({
      name: 'dynamicDropdown',
      title: 'Automatic drop-down',
      type: 'string',
      description:
        "Instead of fixed links: 'Models in stock' lists the models in stock; 'Model range mega-menu' lists the model range (Studio: Model range) by body type, with Our Stock and Contact Us.",
      options: { list: dynamicDropdownOptions },
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'url', links: 'dropdownItems', dynamic: 'dynamicDropdown' },
    prepare: ({ title, subtitle, links, dynamic }) => ({
      title,
      subtitle: dynamic
        ? `${subtitle} · ${titleOf(dynamicDropdownOptions, dynamic)}`
        : links?.length
          ? `${subtitle} · ${links.length} links`
          : subtitle,
    }),
  },
})

/** The header menu field of a dealer or a dealer group. */
export const headerMenuField = (group: string) =>
  defineField({
    name: 'headerMenu',
    title: 'Header menu',
    type: 'array',
    group,
    description:
      "The website's main menu. Empty: the group's menu, or the platform's (Home, New Vehicles, Stock, Service, Special Offers, More).",
    of: [defineArrayMember({ type: 'menuItem' })],
  })

/** A titled column of footer links (Categories, Buying, Aftersales, Company by default). */
export const footerGroup = defineType({
  name: 'footerGroup',
  title: 'Footer group',
  icon: LinkIcon,
  type: 'object',
  description: 'A titled column of links in the footer.',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'e.g. Aftersales',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'links',
      title: 'Links',
      type: 'array',
      of: [defineArrayMember({ type: 'menuLink' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: {
    select: { title: 'title', links: 'links' },
    prepare: ({ title, links }) => ({ title, subtitle: `${links?.length ?? 0} links` }),
  },
})

/** The footer groups field of a dealer or a dealer group. */
export const footerGroupsField = (group: string) =>
  defineField({
    name: 'footerGroups',
    title: 'Footer links',
    type: 'array',
    group,
    description:
      "Columns of footer links. Empty: the group's, or the platform's (Categories, Buying, Aftersales, Company).",
    of: [defineArrayMember({ type: 'footerGroup' })],
  })
