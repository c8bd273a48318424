import { InboxIcon } from '@sanity/icons/Inbox'
import { defineArrayMember, defineField, defineType } from 'sanity'
import { crmWebhookUrlRule } from '../../lib/rules.ts'

/**
 * Where a dealer's leads go. Every lead is stored first; these say where the outbox then delivers it.
 * The webhook's signing key is not content: it is derived from the platform secret (ADR 015) and given
 * to the dealer's CRM by the platform team.
 */
export const leadDelivery = defineType({
  name: 'leadDelivery',
  title: 'Lead delivery',
  icon: InboxIcon,
  type: 'object',
  description:
    "Where this dealer's leads are sent. Each lead is stored first, then delivered here with retries until it arrives.",
  options: { collapsible: true, collapsed: false },
  fields: [
    defineField({
      name: 'crmWebhookUrl',
      title: 'CRM webhook URL',
      type: 'url',
      description:
        "Each lead is POSTed here as signed JSON, retried until the CRM accepts it. Leave empty if the dealer's CRM takes leads by email only.",
      validation: (rule) => rule.custom(crmWebhookUrlRule),
    }),
    defineField({
      name: 'emailRecipients',
      title: 'Email leads to',
      type: 'array',
      description: 'Each lead is also emailed to these addresses, e.g. sales@dealer.com.au.',
      of: [
        defineArrayMember({
          type: 'string',
          validation: (rule) => rule.email().error('Enter an email address such as sales@dealer.com.au.'),
        }),
      ],
      validation: (rule) => rule.unique().max(5),
    }),
  ],
  preview: {
    select: { url: 'crmWebhookUrl', emails: 'emailRecipients' },
    prepare: ({ url, emails }) => ({
      title: url ?? 'No CRM webhook',
      subtitle: Array.isArray(emails) && emails.length ? `Email: ${emails.join(', ')}` : 'No email',
    }),
  },
})
