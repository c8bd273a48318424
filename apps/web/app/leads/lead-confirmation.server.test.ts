import type { Site } from '@forecourt/content/sites'
import { type OpenedDatabase, openDatabase } from '@forecourt/db/database'
import { leads, shopperMessages, users } from '@forecourt/db/schema'
import { LEAD_CATEGORIES } from '@forecourt/domain/leads/categories'
import { LEAD_EVENT_IDS } from '@forecourt/domain/leads/event-ids'
import { platformDefaultSettings } from '@forecourt/domain/site/settings'
import { type LeadInput, startLead, submitLead } from '@forecourt/leads/lead-store'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { servicesContext, siteContext } from '~/context'
import { spinOnce } from '~/spin-to-win/spin-award.server'
import type { AppServices } from '~server/services'
import { confirmationOptions } from './lead-confirmation.server'
import { storeSubmittedLead } from './lead-post.server'
import { submitLeadStep } from './lead-steps.server'

// Every kind of lead, stored the way its form action stores it (one-page forms through
// `storeSubmittedLead`, multi-step ones through `submitLeadStep`, the spin and the purchase journey
// through their own transactions), must leave the shopper's confirmation in the shopper outbox.

const dealerId = 'dealer-harbourside'
const site = (leadConfirmationSms: boolean) =>
  ({
    kind: 'dealer',
    content: {
      id: dealerId,
      name: 'Harbourside Motors',
      slug: 'harbourside-motors',
      phones: { main: '02 9000 0000' },
      group: { id: 'group-harbour' },
      locations: [
        {
          id: 'location-city',
          name: 'Harbourside Motors City',
          dealershipSlug: 'harbourside-motors',
          address: { street: '1 Quay St', city: 'Sydney', state: 'NSW', postcode: '2000' },
          contact: { phone: '02 9000 1234' },
        },
      ],
    },
    settings: { ...platformDefaultSettings, leadConfirmationSms },
  }) as unknown as Site

let database: OpenedDatabase
const pokes: string[] = []

function contextFor(theSite: Site) {
  const context = new RouterContextProvider()
  context.set(siteContext, theSite)
  context.set(servicesContext, {
    database,
    leadOutbox: { sendingChannels: [], poke: () => pokes.push('leads'), stop: async () => {} },
    accounts: { poke: () => pokes.push('shopper') },
  } as unknown as AppServices)
  return context
}

const shopper = { name: 'Fran Smith', email: 'fran@example.com', phone: '0412345678', consent: true }
const base = (category: string): LeadInput => ({
  dealerId,
  category,
  leadEventId: LEAD_EVENT_IDS.defaultForm,
  ...shopper,
})

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' })
})
afterAll(() => database?.close())
beforeEach(async () => {
  await database.db.delete(leads)
  await database.db.delete(shopperMessages)
  pokes.length = 0
})

async function confirmationOf(leadId: string) {
  const rows = await database.db.select().from(shopperMessages)
  return rows.filter((row) => row.idempotencyKey === `lead:${leadId}:confirmation`)
}

describe('every lead confirms itself to the shopper through the shopper outbox', () => {
  const onePage = [
    LEAD_CATEGORIES.general,
    LEAD_CATEGORIES.newVehicle,
    LEAD_CATEGORIES.testDrive,
    LEAD_CATEGORIES.historyReport,
    LEAD_CATEGORIES.requestPhotos,
  ]
  it.each(onePage)('a one-page %s', async (category) => {
    const context = contextFor(site(false))
    const leadId = await storeSubmittedLead(context, { ...base(category), locationId: 'location-city' }, [])
    const [message] = await confirmationOf(leadId)
    expect(message).toMatchObject({
      channel: 'email',
      purpose: 'lead_confirmation',
      recipient: 'fran@example.com',
      status: 'pending',
      accountScope: 'group-harbour',
      websiteSlug: 'harbourside-motors',
      subject: `Harbourside Motors has your ${category} request`,
    })
    expect(message?.body).toContain('Harbourside Motors City, 1 Quay St, Sydney NSW 2000')
    expect(message?.body).toContain('Phone: 02 9000 1234')
    expect(message?.body).toContain('What happens next:')
    expect(pokes).toEqual(['leads', 'shopper'])
  })

  const multiStep = [LEAD_CATEGORIES.finance, LEAD_CATEGORIES.tradeIn, LEAD_CATEGORIES.serviceBooking]
  it.each(multiStep)("a multi-step %s, from its last step's answers", async (category) => {
    const context = contextFor(site(false))
    const { leadId } = await startLead(database.db, { ...base(category), email: null })
    expect(await confirmationOf(leadId)).toEqual([])
    const result = await submitLeadStep(context, {
      dealerId,
      postedLeadId: leadId,
      lead: { email: 'fran.late@example.com' },
      channels: [],
    })
    expect(result).toEqual({ ok: true, leadId })
    expect(await confirmationOf(leadId)).toMatchObject([
      { channel: 'email', recipient: 'fran.late@example.com', purpose: 'lead_confirmation' },
    ])
  })

  it('a spin-to-win prize', async () => {
    const context = contextFor(site(false))
    const [user] = await database.db
      .insert(users)
      .values({
        accountScope: 'group-harbour',
        phoneNumber: '0412345678',
        name: 'Fran',
        email: 'fran@example.com',
      })
      .returning({ id: users.id })
    const { spin } = await spinOnce(database.db, {
      promotionId: crypto.randomUUID(),
      prizes: [{ key: 'fuel', name: 'A tank of fuel', chancePercent: 100, quantity: 5 }],
      userId: user!.id,
      dealerId,
      websiteSlug: 'harbourside-motors',
      roll: 0,
      winLead: () => base(LEAD_CATEGORIES.spinToWin),
      leadChannels: [],
      confirmation: confirmationOptions(context),
    })
    expect(spin.leadId).toBeTruthy()
    const [message] = await confirmationOf(spin.leadId!)
    expect(message?.body).toContain('We will contact you to arrange your prize.')
  })

  it('an online purchase, confirmed at its last step', async () => {
    const context = contextFor(site(false))
    const { leadId } = await startLead(database.db, base(LEAD_CATEGORIES.onlinePurchase))
    await submitLead(database.db, dealerId, leadId, {}, [], confirmationOptions(context))
    expect(await confirmationOf(leadId)).toHaveLength(1)
  })

  it('texts a shopper who gave no email only where the dealer allows SMS', async () => {
    const noEmail = { ...base(LEAD_CATEGORIES.testDrive), email: null }
    const texted = await storeSubmittedLead(contextFor(site(true)), noEmail, [])
    expect(await confirmationOf(texted)).toMatchObject([{ channel: 'sms', recipient: '0412345678' }])
    const silent = await storeSubmittedLead(contextFor(site(false)), noEmail, [])
    expect(await confirmationOf(silent)).toEqual([])
  })
})
