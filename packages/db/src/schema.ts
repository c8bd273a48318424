import { relations, type SQL, sql } from 'drizzle-orm'
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  type PgColumn,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

// Status-like columns are text + CHECK rather than Postgres enums: adding a value is then a plain
// constraint swap in a generated migration, with no ALTER TYPE restrictions.
export const leadStatuses = ['open', 'submitted'] as const
export const leadEventTypes = [
  'first_step',
  'valuation_adjusted',
  'rego_lookup',
  'offer_accepted',
  'purchase_step',
  'submitted',
] as const
export const deliveryChannels = ['crm_webhook', 'email'] as const
export const deliveryStatuses = ['pending', 'delivering', 'delivered', 'dead'] as const
export const verificationTypes = ['sms', 'verify'] as const
export const shopperMessageChannels = ['sms', 'email'] as const
export const shopperMessagePurposes = [
  'sign_in_code',
  'price_alert',
  'finance_code',
  'reservation_receipt',
  // The shopper's copy of a lead: the dealer, where, how to call, and what happens next.
  'lead_confirmation',
] as const
// The same list as `RESERVATION_STATUSES` in packages/domain/src/purchase/reservation-lifecycle.ts (a test compares them).
export const reservationStatuses = ['pending', 'paid', 'expired', 'cancelled', 'refunded'] as const
export const paymentProviders = ['embedded', 'stripe'] as const
export const embeddedPaymentStatuses = ['open', 'complete', 'expired'] as const
export const purchaseJourneyStatuses = ['open', 'confirmed'] as const
/** What a checkout pays for: a reservation's deposit, or an online payment to the dealer (issue 33). */
export const checkoutPurposes = ['reservation', 'online_payment'] as const
export const onlinePaymentStatuses = ['pending', 'paid', 'expired'] as const
export const onlinePaymentReferenceKinds = ['invoice', 'balance', 'deposit'] as const

export type LeadStatus = (typeof leadStatuses)[number]
export type LeadEventType = (typeof leadEventTypes)[number]
export type DeliveryChannel = (typeof deliveryChannels)[number]
export type DeliveryStatus = (typeof deliveryStatuses)[number]
export type VerificationType = (typeof verificationTypes)[number]
export type ShopperMessageChannel = (typeof shopperMessageChannels)[number]
export type ShopperMessagePurpose = (typeof shopperMessagePurposes)[number]

/** How a shopper reached the form (spec: lead_attributes). */
export interface LeadAttribution {
  visited_pages: string[]
  linked_query_params: Record<string, string>
}

function oneOf(column: PgColumn, values: readonly string[]): SQL {
  // CHECK constraints cannot take bind parameters, so the (constant, code-owned) values are inlined.
  return sql`${column} in (${sql.raw(values.map((value) => `'${value}'`).join(', '))})`
}

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date())

export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    dealerId: text('dealer_id').notNull(),
    locationId: text('location_id'),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    leadEventId: integer('lead_event_id').notNull(),
    status: text('status', { enum: leadStatuses }).notNull().default('open'),
    name: text('name'),
    email: text('email'),
    phone: text('phone'),
    message: text('message'),
    carId: text('car_id'),
    stockNumber: text('stock_number'),
    vehicleMake: text('vehicle_make'),
    vehicleModel: text('vehicle_model'),
    carType: text('car_type'),
    vehicleStatus: text('vehicle_status'),
    manufacturerSlug: text('manufacturer_slug'),
    pageId: text('page_id'),
    // Consent flags default to false: only an explicit form value may record consent.
    optIn: boolean('opt_in').notNull().default(false),
    consent: boolean('consent').notNull().default(false),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull().default({}),
    attribution: jsonb('attribution').$type<LeadAttribution>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('leads_dealer_created_idx').on(table.dealerId, table.createdAt),
    check('leads_status_check', oneOf(table.status, leadStatuses)),
    check('leads_lead_event_id_check', sql`${table.leadEventId} > 0`),
  ],
)

export const leadEvents = pgTable(
  'lead_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    type: text('type', { enum: leadEventTypes }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('lead_events_lead_created_idx').on(table.leadId, table.createdAt),
    check('lead_events_type_check', oneOf(table.type, leadEventTypes)),
  ],
)

export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: deliveryChannels }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('outbox_deliveries_idempotency_key_unique'),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('outbox_deliveries_status_next_attempt_idx').on(table.status, table.nextAttemptAt),
    index('outbox_deliveries_lead_idx').on(table.leadId),
    check('outbox_deliveries_channel_check', oneOf(table.channel, deliveryChannels)),
    check('outbox_deliveries_status_check', oneOf(table.status, deliveryStatuses)),
    check('outbox_deliveries_attempts_check', sql`${table.attempts} >= 0`),
  ],
)

export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'rate_limit_counters_pk', columns: [table.key, table.windowStart] }),
    // Lets expired windows be purged without a full scan.
    index('rate_limit_counters_window_idx').on(table.windowStart),
    check('rate_limit_counters_count_check', sql`${table.count} >= 0`),
  ],
)

// Shopper accounts. Sessions are better-auth's (ADR 019): these tables are its `user` and `session` models,
// with the extra fields Forecourt needs. An account belongs to one account scope (a dealer group, or a
// dealer without a group): the same phone signing in on another group's site is another account.
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountScope: text('account_scope').notNull(),
    // Normalised Australian mobile (leading 61 becomes 0); sign-in is by phone code.
    phoneNumber: text('phone_number').notNull(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    postcode: text('postcode'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('users_account_scope_phone_unique').on(table.accountScope, table.phoneNumber)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // The random token in the (signed) session cookie; better-auth looks sessions up by it.
    token: text('token').notNull().unique('sessions_token_unique'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('sessions_user_idx').on(table.userId), index('sessions_expires_idx').on(table.expiresAt)],
)

// better-auth's core models beside user and session. Forecourt signs shoppers in by phone code only, so
// these stay empty until another sign-in method (a social provider, a passkey) is added.
export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('accounts_user_idx').on(table.userId)],
)

export const verifications = pgTable(
  'verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

/**
 * One-time sign-in codes, and once used the spec's verification record (website_slug, dealership_slug,
 * verification_type, user_id). Only a keyed hash of the code is stored.
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountScope: text('account_scope').notNull(),
    websiteSlug: text('website_slug').notNull(),
    dealershipSlug: text('dealership_slug').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    verificationType: text('verification_type', { enum: verificationTypes }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('phone_verifications_scope_phone_created_idx').on(table.accountScope, table.phone, table.createdAt),
    check('phone_verifications_type_check', oneOf(table.verificationType, verificationTypes)),
    check('phone_verifications_attempts_check', sql`${table.attempts} >= 0`),
  ],
)

export const watchlistEntries = pgTable(
  'watchlist_entries',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: text('car_id').notNull(),
    dealerId: text('dealer_id').notNull(),
    // The website the car was saved on: where its alerts link to.
    websiteSlug: text('website_slug').notNull(),
    savedPrice: integer('saved_price'),
    // The price and status the shopper was last told about (or saw when saving): alerts compare with these.
    lastKnownPrice: integer('last_known_price'),
    lastKnownStatus: text('last_known_status'),
    // Random and unguessable: the unsubscribe link works without signing in.
    alertToken: text('alert_token').notNull().unique('watchlist_entries_alert_token_unique'),
    alertsEnabled: boolean('alerts_enabled').notNull().default(true),
    lastAlertAt: timestamp('last_alert_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One entry per user and car: the primary key is the uniqueness rule.
    primaryKey({ name: 'watchlist_entries_pk', columns: [table.userId, table.carId] }),
    index('watchlist_entries_dealer_idx').on(table.dealerId),
    index('watchlist_entries_car_idx').on(table.carId),
  ],
)

/**
 * Messages to shoppers (sign-in codes, price alerts) by SMS or email: stored, then sent by the shopper
 * outbox with retries. Without an SMS or email provider they wait here, listed on `/dev/sms`.
 */
export const shopperMessages = pgTable(
  'shopper_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: shopperMessageChannels }).notNull(),
    purpose: text('purpose', { enum: shopperMessagePurposes }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    accountScope: text('account_scope').notNull(),
    websiteSlug: text('website_slug').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('shopper_messages_idempotency_key_unique'),
    status: text('status', { enum: deliveryStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('shopper_messages_status_next_attempt_idx').on(table.status, table.nextAttemptAt),
    index('shopper_messages_recipient_created_idx').on(table.recipient, table.createdAt),
    check('shopper_messages_channel_check', oneOf(table.channel, shopperMessageChannels)),
    check('shopper_messages_purpose_check', oneOf(table.purpose, shopperMessagePurposes)),
    check('shopper_messages_status_check', oneOf(table.status, deliveryStatuses)),
  ],
)

/**
 * Who a reveal or a view is counted for: a keyed hash of the visitor's address (never the address itself)
 * and the day, in Sydney. One row per visitor, car and day, so posting again counts nothing; rows from
 * before this was recorded have neither.
 */
const countedOnce = () => ({ visitor: text('visitor'), day: date('day', { mode: 'string' }) })

export const phoneReveals = pgTable(
  'phone_reveals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    carId: text('car_id').notNull(),
    dealerId: text('dealer_id').notNull(),
    websiteId: text('website_id').notNull(),
    ...countedOnce(),
    createdAt: createdAt(),
  },
  (table) => [
    index('phone_reveals_dealer_created_idx').on(table.dealerId, table.createdAt),
    index('phone_reveals_car_idx').on(table.carId),
    uniqueIndex('phone_reveals_once_a_day_idx').on(table.carId, table.visitor, table.day),
  ],
)

export const vehicleViews = pgTable(
  'vehicle_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    carId: text('car_id').notNull(),
    dealerId: text('dealer_id').notNull(),
    ...countedOnce(),
    createdAt: createdAt(),
  },
  (table) => [
    index('vehicle_views_car_idx').on(table.carId),
    index('vehicle_views_dealer_created_idx').on(table.dealerId, table.createdAt),
    uniqueIndex('vehicle_views_once_a_day_idx').on(table.carId, table.visitor, table.day),
  ],
)

/**
 * The content webhook notices accepted, by a hash of their signature: a replay (the same signed body at the
 * same time) is refused on every instance. A signature older than the webhook accepts is purged.
 */
export const contentWebhookReceipts = pgTable(
  'content_webhook_receipts',
  {
    signature: text('signature').primaryKey(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('content_webhook_receipts_signed_at_idx').on(table.signedAt)],
)

export const leadsRelations = relations(leads, ({ many }) => ({
  events: many(leadEvents),
  deliveries: many(outboxDeliveries),
}))

export const leadEventsRelations = relations(leadEvents, ({ one }) => ({
  lead: one(leads, { fields: [leadEvents.leadId], references: [leads.id] }),
}))

export const outboxDeliveriesRelations = relations(outboxDeliveries, ({ one }) => ({
  lead: one(leads, { fields: [outboxDeliveries.leadId], references: [leads.id] }),
}))

export const usersRelations = relations(users, ({ many }) => ({
  sessions: many(sessions),
  watchlist: many(watchlistEntries),
}))

export const sessionsRelations = relations(sessions, ({ one }) => ({
  user: one(users, { fields: [sessions.userId], references: [users.id] }),
}))

export const watchlistEntriesRelations = relations(watchlistEntries, ({ one }) => ({
  user: one(users, { fields: [watchlistEntries.userId], references: [users.id] }),
}))

export type Lead = typeof leads.$inferSelect
export type NewLead = typeof leads.$inferInsert
export type LeadEvent = typeof leadEvents.$inferSelect
export type NewLeadEvent = typeof leadEvents.$inferInsert
export type OutboxDelivery = typeof outboxDeliveries.$inferSelect
export type NewOutboxDelivery = typeof outboxDeliveries.$inferInsert
export type RateLimitCounter = typeof rateLimitCounters.$inferSelect
export type NewRateLimitCounter = typeof rateLimitCounters.$inferInsert
export type User = typeof users.$inferSelect
export type NewUser = typeof users.$inferInsert
export type Session = typeof sessions.$inferSelect
export type NewSession = typeof sessions.$inferInsert
export type PhoneVerification = typeof phoneVerifications.$inferSelect
export type NewPhoneVerification = typeof phoneVerifications.$inferInsert
export type ShopperMessage = typeof shopperMessages.$inferSelect
export type NewShopperMessage = typeof shopperMessages.$inferInsert
export type WatchlistEntry = typeof watchlistEntries.$inferSelect
export type NewWatchlistEntry = typeof watchlistEntries.$inferInsert
export type PhoneReveal = typeof phoneReveals.$inferSelect
export type NewPhoneReveal = typeof phoneReveals.$inferInsert
export type VehicleView = typeof vehicleViews.$inferSelect
export type NewVehicleView = typeof vehicleViews.$inferInsert
export type ContentWebhookReceipt = typeof contentWebhookReceipts.$inferSelect

export const financeCustomerStatuses = ['pending', 'created', 'failed'] as const
export type FinanceCustomerStatus = (typeof financeCustomerStatuses)[number]

/**
 * The finance customer created for a finance enquiry (spec: "Submit the lead and create the finance
 * customer in parallel"), one per lead: written before the provider is asked, so a retry (the shopper's,
 * after the broker failed) sends the same idempotency key and never creates a second customer. With the
 * embedded provider this row is the customer record itself.
 */
export const financeCustomers = pgTable(
  'finance_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .unique('finance_customers_lead_id_unique')
      .references(() => leads.id, { onDelete: 'cascade' }),
    dealerId: text('dealer_id').notNull(),
    provider: text('provider', { enum: ['embedded', 'broker'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('finance_customers_idempotency_key_unique'),
    status: text('status', { enum: financeCustomerStatuses }).notNull().default('pending'),
    /** The request's `data` (spec field names), as sent. */
    request: jsonb('request').$type<Record<string, unknown>>().notNull(),
    providerCustomerId: text('provider_customer_id'),
    redirectUrl: text('redirect_url'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('finance_customers_dealer_created_idx').on(table.dealerId, table.createdAt),
    check('finance_customers_status_check', oneOf(table.status, financeCustomerStatuses)),
    check('finance_customers_provider_check', oneOf(table.provider, ['embedded', 'broker'])),
  ],
)

/**
 * A car's reservation with a deposit (issue 16). "Exactly one winner … Enforced by the database": the
 * partial unique index lets one car have at most one reservation that holds it (pending or paid), so
 * fifty shoppers inserting at once get one row and forty-nine unique violations, whatever the app does.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    carId: text('car_id').notNull(),
    dealerId: text('dealer_id').notNull(),
    websiteSlug: text('website_slug').notNull(),
    /** The shopper account scope of the website (its dealer group): receipts are sent in it. */
    accountScope: text('account_scope').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    status: text('status', { enum: reservationStatuses }).notNull().default('pending'),
    /** The deposit, from the server (the dealer's reserve label), never from the browser. */
    depositCents: integer('deposit_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    /** The provider's checkout session; a new one for each attempt to pay within the hold. */
    providerSessionId: text('provider_session_id').unique('reservations_provider_session_id_unique'),
    /** The provider's payment (a Stripe PaymentIntent), known once paid: refunds name it. */
    providerPaymentId: text('provider_payment_id').unique('reservations_provider_payment_id_unique'),
    /** Attempts to pay so far: each has its own idempotency key with the provider. */
    paymentAttempts: integer('payment_attempts').notNull().default(0),
    /** The dealer's hold period for a paid reservation, in days, as it was when the shopper reserved. */
    paidHoldDays: integer('paid_hold_days').notNull(),
    /** What was reserved, as the shopper saw it: receipts and My Garage name it even once the car is gone. */
    carTitle: text('car_title').notNull(),
    carPath: text('car_path').notNull(),
    /** The website's name and address, for the receipts' text and links. */
    siteName: text('site_name').notNull(),
    siteOrigin: text('site_origin').notNull(),
    /** How the dealer is told once the deposit is paid (its lead channels when the shopper reserved). */
    leadChannels: text('lead_channels', { enum: deliveryChannels }).array().notNull().default(sql`'{}'`),
    /** When a pending hold expires (15 minutes), or a paid one's hold period ends. */
    holdEndsAt: timestamp('hold_ends_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('reservations_one_holding_per_car')
      .on(table.carId)
      .where(sql`${table.status} in ('pending', 'paid')`),
    index('reservations_status_hold_ends_idx').on(table.status, table.holdEndsAt),
    index('reservations_user_idx').on(table.userId),
    check('reservations_status_check', oneOf(table.status, reservationStatuses)),
    check('reservations_provider_check', oneOf(table.provider, paymentProviders)),
    check('reservations_deposit_check', sql`${table.depositCents} > 0`),
    check('reservations_currency_check', sql`${table.currency} = 'aud'`),
  ],
)

/**
 * Payment webhook events already handled, by the provider's event id: a webhook delivered twice changes
 * nothing the second time (issue 16). Recorded in the transaction that applies the event.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider', { enum: paymentProviders }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    receivedAt: createdAt(),
  },
  (table) => [
    primaryKey({ name: 'payment_events_pk', columns: [table.provider, table.eventId] }),
    check('payment_events_provider_check', oneOf(table.provider, paymentProviders)),
  ],
)

/**
 * The embedded payment provider's own records (the built-in test payment page, used when Stripe is not
 * configured): its checkout sessions, as Stripe would keep them on its side. No card data, no money.
 */
export const embeddedPayments = pgTable(
  'embedded_payments',
  {
    sessionId: text('session_id').primaryKey(),
    paymentId: text('payment_id').notNull().unique('embedded_payments_payment_id_unique'),
    idempotencyKey: text('idempotency_key').notNull().unique('embedded_payments_idempotency_key_unique'),
    /** The reservation's id, or the online payment's where `purpose` says so. */
    reservationId: uuid('reservation_id').notNull(),
    purpose: text('purpose', { enum: checkoutPurposes }).notNull().default('reservation'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: embeddedPaymentStatuses }).notNull().default('open'),
    paid: boolean('paid').notNull().default(false),
    refunded: boolean('refunded').notNull().default(false),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    check('embedded_payments_status_check', oneOf(table.status, embeddedPaymentStatuses)),
    check('embedded_payments_purpose_check', oneOf(table.purpose, checkoutPurposes)),
    check('embedded_payments_amount_check', sql`${table.amountCents} > 0`),
  ],
)

/**
 * A shopper buying a car online (issue 16, `/checkout-journey`): one open journey per shopper and car,
 * resumed from My Garage. Each step's answer is stored here as it is given (and mirrored to the journey's
 * lead, which the dealer receives on confirmation).
 */
export const purchaseJourneys = pgTable(
  'purchase_journeys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    carId: text('car_id').notNull(),
    carTitle: text('car_title').notNull(),
    carPath: text('car_path').notNull(),
    dealerId: text('dealer_id').notNull(),
    websiteSlug: text('website_slug').notNull(),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    tradeIn: text('trade_in', { enum: ['none', 'valuation'] }),
    payment: text('payment', { enum: ['full', 'finance'] }),
    handover: text('handover', { enum: ['pickup', 'delivery'] }),
    /** Delivery: the postcode, and the zone and price the dealer's delivery zones gave it. */
    deliveryPostcode: text('delivery_postcode'),
    deliveryZone: text('delivery_zone'),
    deliveryPrice: integer('delivery_price'),
    status: text('status', { enum: purchaseJourneyStatuses }).notNull().default('open'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('purchase_journeys_one_open_per_car')
      .on(table.userId, table.carId)
      .where(sql`${table.status} = 'open'`),
    check('purchase_journeys_status_check', oneOf(table.status, purchaseJourneyStatuses)),
    check('purchase_journeys_trade_in_check', oneOf(table.tradeIn, ['none', 'valuation'])),
    check('purchase_journeys_payment_check', oneOf(table.payment, ['full', 'finance'])),
    check('purchase_journeys_handover_check', oneOf(table.handover, ['pickup', 'delivery'])),
  ],
)

/**
 * How many of each spin-to-win prize have been won (issue 33), by promotion and prize (the prize's key in
 * Studio). A prize is awarded only by `awarded = awarded + 1 … where awarded < quantity`: concurrent spins
 * queue on the row, so a prize is never won more times than there are, whatever the app does.
 */
export const spinPrizeAwards = pgTable(
  'spin_prize_awards',
  {
    promotionId: text('promotion_id').notNull(),
    prizeKey: text('prize_key').notNull(),
    /** From Studio, refreshed at every spin; never below what was already awarded. */
    quantity: integer('quantity').notNull(),
    awarded: integer('awarded').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ name: 'spin_prize_awards_pk', columns: [table.promotionId, table.prizeKey] }),
    check(
      'spin_prize_awards_awarded_check',
      sql`${table.awarded} >= 0 and ${table.awarded} <= ${table.quantity}`,
    ),
  ],
)

/**
 * One spin per signed-in shopper per promotion (issue 33), decided and recorded on the server: its prize,
 * if any, and the lead that told the dealer of a win.
 */
export const spins = pgTable(
  'spins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    promotionId: text('promotion_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    dealerId: text('dealer_id').notNull(),
    websiteSlug: text('website_slug').notNull(),
    prizeKey: text('prize_key'),
    /** As it was named when won: the page and the lead keep saying it if Studio renames the prize. */
    prizeName: text('prize_name'),
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    unique('spins_one_per_shopper').on(table.promotionId, table.userId),
    index('spins_user_idx').on(table.userId),
  ],
)

/**
 * A signed-in shopper's payment to the dealer against a reference (issue 33, `/online-payment`): a
 * service invoice, a balance or a deposit on an order. The amount is the one the server checked against
 * the dealer's limits; the provider's paid amount must match it, or the payment is refunded.
 */
export const onlinePayments = pgTable(
  'online_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    dealerId: text('dealer_id').notNull(),
    websiteSlug: text('website_slug').notNull(),
    referenceKind: text('reference_kind', { enum: onlinePaymentReferenceKinds }).notNull(),
    reference: text('reference').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('aud'),
    status: text('status', { enum: onlinePaymentStatuses }).notNull().default('pending'),
    provider: text('provider', { enum: paymentProviders }).notNull(),
    providerSessionId: text('provider_session_id').unique('online_payments_provider_session_id_unique'),
    providerPaymentId: text('provider_payment_id'),
    /** The dealer's lead: opened with the payment, submitted (through the outbox) once it is paid. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    leadChannels: text('lead_channels', { enum: deliveryChannels }).array().notNull().default(sql`'{}'`),
    siteName: text('site_name').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('online_payments_user_idx').on(table.userId),
    check('online_payments_status_check', oneOf(table.status, onlinePaymentStatuses)),
    check('online_payments_reference_kind_check', oneOf(table.referenceKind, onlinePaymentReferenceKinds)),
    check('online_payments_provider_check', oneOf(table.provider, paymentProviders)),
    check('online_payments_amount_check', sql`${table.amountCents} > 0`),
    check('online_payments_currency_check', sql`${table.currency} = 'aud'`),
  ],
)
