import { accountScopeOf } from '@forecourt/accounts/account-scope'
import type { Site } from '@forecourt/content/sites'
import { shopperConfirmation } from '@forecourt/domain/leads/shopper-confirmation'
import type { LeadConfirmation, SubmitOptions } from '@forecourt/leads/lead-store'
import type { RouterContextProvider } from 'react-router'
import { servicesContext, siteContext } from '~/context'
import { serverLogger } from '~server/logger'

/**
 * The shopper's confirmation of a lead on this site: the lead's dealer, its location (the lead's own, else
 * the dealer's first) and that location's phone (else the dealer's main number). SMS only where the
 * site's `leadConfirmationSms` allows it.
 */
export function leadConfirmationFor(site: Site): LeadConfirmation {
  return (lead) => {
    const dealer =
      site.kind === 'dealer'
        ? site.content
        : (site.content.dealers.find((candidate) => candidate.id === lead.dealerId) ?? null)
    if (!dealer) return null
    const dealerLocations = site.content.locations.filter(
      (location) => site.kind === 'dealer' || location.dealershipSlug === dealer.slug,
    )
    const location =
      dealerLocations.find((candidate) => candidate.id === lead.locationId) ?? dealerLocations[0] ?? null
    const address = location?.address
    const message = shopperConfirmation(
      { category: lead.category, name: lead.name, email: lead.email, phone: lead.phone },
      {
        name: dealer.name ?? site.content.name ?? '',
        locationName: location?.name ?? null,
        address: address
          ? [address.street, [address.city, address.state, address.postcode].filter(Boolean).join(' ')]
              .filter(Boolean)
              .join(', ') || null
          : null,
        phone: location?.contact?.phone ?? dealer.phones?.main ?? null,
      },
      { smsAllowed: site.settings.leadConfirmationSms },
    )
    if (!message) return null
    return {
      ...message,
      subject: message.channel === 'email' ? message.subject : null,
      accountScope: accountScopeOf(site),
      websiteSlug: site.content.slug ?? '',
    }
  }
}

/** What a form action passes with its lead: this site's confirmation, and a log line should it fail. */
export function confirmationOptions(context: Readonly<RouterContextProvider>): SubmitOptions {
  const site = context.get(siteContext)
  if (!site) return {}
  return {
    confirmation: leadConfirmationFor(site),
    onConfirmationError: (error) =>
      serverLogger().error({ err: error }, "The shopper's lead confirmation was not queued"),
  }
}

/** The lead and its confirmation are stored: send both now rather than at the next poll. */
export function pokeOutboxes(context: Readonly<RouterContextProvider>): void {
  const { leadOutbox, accounts } = context.get(servicesContext)
  leadOutbox.poke()
  accounts.poke()
}
