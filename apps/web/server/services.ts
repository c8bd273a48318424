import { resolve } from 'node:path'
import { repoRoot } from '@forecourt/config/repo-root'
import type { ServerConfig } from '@forecourt/config/server-config'
import { openContent } from '@forecourt/content/open-content'
import { createSiteResolver, type SiteResolver } from '@forecourt/content/site-resolver'
import { fetchSiteBySlug } from '@forecourt/content/sites'
import { type OpenedDatabase, openDatabase } from '@forecourt/db/database'
import { withoutOnlinePayments } from '@forecourt/domain/site/settings'
import type { FinanceProvider } from '@forecourt/finance/finance-provider'
import { openSearchConnection, type SearchConnection } from '@forecourt/search/search-connection'
import type { SanityClient } from '@sanity/client'
import { leadConfirmationFor } from '~/leads/lead-confirmation.server'
import { createAppointmentSlots } from '~/leads/test-drive/appointment-service.server'
import type { AppointmentSlots } from '~/leads/test-drive/appointment-slots.server'
import { createSiteStock, type SiteStock } from '~/search/site-stock.server'
import { createExpiringCache, type ExpiringCache } from './expiring-cache.ts'
import { createFinanceProvider } from './finance-services.ts'
import { type Invalidations, startInvalidations } from './invalidations.ts'
import { warnDealersWithoutLeadDelivery } from './lead-delivery-check.ts'
import { type LeadOutbox, startLeadOutbox } from './lead-outbox.ts'
import { serverLogger } from './logger.ts'
import { createPromotedCarsSync, type PromotedCarsSync } from './promoted-cars-sync.ts'
import { type Reservations, startReservations } from './reservation-services.ts'
import { type ShopperAccounts, startShopperAccounts } from './shopper-accounts.ts'
import type { VehicleLookupProvider } from './vehicle-lookup/vehicle-lookup-provider.ts'
import { createVehicleLookup } from './vehicle-lookup/vehicle-lookup-services.ts'
import { createWorkInFlight, type WorkInFlight } from './work-in-flight.ts'

/** Everything a request may use, created once at start-up and handed to loaders through the context. */
export interface AppServices {
  config: ServerConfig
  content: SanityClient
  sites: SiteResolver
  database: OpenedDatabase
  /** Delivers stored leads to dealers' CRMs and inboxes. */
  leadOutbox: LeadOutbox
  /** Shopper sessions, sign-in codes and the messages sent to shoppers. */
  accounts: ShopperAccounts
  search: SearchConnection
  /** Per-site search access (scoped keys, landing catalogues, server-side InstantSearch clients). */
  siteStock: SiteStock
  /**
   * Server-side search results that change only with the stock or a site's settings (the home page's
   * featured cars): dropped on every stock or content change, and kept a minute at most, as the catalogue.
   */
  stockResults: ExpiringCache
  /** Test-drive appointment slots: the appointment service, or the locations' opening hours. */
  appointmentSlots: AppointmentSlots
  /** Finance quotes and customers: the broker's API, or the embedded rate table. */
  finance: FinanceProvider
  /** Rego and VIN lookups for the trade-in form: the rego data service, or the demo's registry. */
  vehicleLookup: VehicleLookupProvider
  /** Reservations of cars with a deposit, and the payment provider that takes it. */
  reservations: Reservations
  /** Content and stock changes, applied to this instance's caches and announced to the others. */
  invalidations: Invalidations
  /** Promoted cars the content webhook names, brought into the search index. */
  promotedCars: PromotedCarsSync
  /** Request handlers still running, which the services wait for before they close. */
  workInFlight: WorkInFlight
  /** Releases what the services hold open (database, embedded search engine). */
  close(): Promise<void>
}

/** The longest the services wait for handlers still running before they close. */
const WORK_IN_FLIGHT_WAIT_MS = 5_000

export async function createServices(config: ServerConfig): Promise<AppServices> {
  const content = openContent(config, repoRoot)
  const database = await openDatabase(
    config.database.driver === 'pg'
      ? { url: config.database.url }
      : { dataDir: resolve(repoRoot, config.database.dataDir) },
  )
  const search = await openSearchConnection(config, repoRoot)
  const leadOutbox = startLeadOutbox(config, content.client, database.db)
  // Not awaited: a warning for the operators, which must not hold up the start.
  void warnDealersWithoutLeadDelivery(content.client, serverLogger())
  const accounts = await startShopperAccounts(config, database.db)
  const sites = createSiteResolver({
    // The resolver keeps its own cache of resolved sites, on the same revision and TTL.
    client: content.uncachedClient,
    rules: config.tenancy,
    revision: content.revision,
    ttlMs: content.ttlMs,
    maxSites: config.siteCache.maxSites,
    // No provider takes deposits (production without Stripe): no site offers reserve or buy online.
    ...(config.payments.provider === null ? { adjustSettings: withoutOnlinePayments } : {}),
  })
  const siteStock = createSiteStock(search, { maxSites: config.siteCache.maxSites })
  const stockResults = createExpiringCache({ ttlMs: 60_000 })
  const invalidations = await startInvalidations({
    database,
    apply: (change) => {
      stockResults.clear()
      if (change.kind === 'stock') return siteStock.invalidate()
      content.reload()
      for (const slug of change.sites === 'all' ? [undefined] : change.sites) {
        sites.invalidate(slug)
        siteStock.invalidate(slug)
      }
    },
  })
  const reservations = startReservations({
    config,
    db: database.db,
    search,
    authSecret: accounts.secret,
    pokeOutboxes: () => {
      leadOutbox.poke()
      accounts.poke()
    },
    confirmationFor: async (slug) => {
      const site = await fetchSiteBySlug(content.client, slug)
      return site ? leadConfirmationFor(site) : null
    },
  })
  // A reservation taking or freeing a car changes what every instance's cards and car pages say.
  reservations.onChange(() => void invalidations.announce({ kind: 'stock' }))
  const workInFlight = createWorkInFlight()
  return {
    config,
    content: content.client,
    sites,
    database,
    leadOutbox,
    accounts,
    search,
    siteStock,
    stockResults,
    appointmentSlots: createAppointmentSlots(config, content.client),
    finance: createFinanceProvider(config),
    vehicleLookup: createVehicleLookup(config),
    reservations,
    invalidations,
    promotedCars: createPromotedCarsSync(content, search),
    workInFlight,
    close: async () => {
      // Handlers whose shopper left go on (a page searching, an action storing a lead): they finish first.
      if (!(await workInFlight.settled(WORK_IN_FLIGHT_WAIT_MS)))
        serverLogger().warn(
          { running: workInFlight.count },
          'Closing the services under handlers still running',
        )
      // Each step runs even when one before it failed; the failures are logged and reported at the end.
      let failed = 0
      const step = (service: string, stop: () => Promise<void>) =>
        stop().catch((error: unknown) => {
          failed++
          serverLogger().error({ err: error, service }, 'A service did not stop cleanly')
        })
      // Background workers first, each after the round it is in (a delivery is finished, never cut):
      // the reservation sweep (whose paid reservations feed the outboxes), then the lead and shopper
      // outboxes (price alerts, receipts), then the cache invalidation listener; the database last.
      await step('reservation sweep', () => reservations.stop())
      await Promise.all([
        step('lead outbox', () => leadOutbox.stop()),
        step('shopper outbox', () => accounts.stop()),
      ])
      await step('invalidations', () => invalidations.stop())
      await Promise.all([step('database', () => database.close()), step('search', () => search.close())])
      if (failed > 0) throw new Error(`${failed} service(s) did not stop cleanly`)
    },
  }
}
