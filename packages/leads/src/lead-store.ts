import type { Database } from '@forecourt/db/database'
import {
  type DeliveryChannel,
  type LeadEventType,
  leadEvents,
  leads,
  type NewShopperMessage,
  outboxDeliveries,
  shopperMessages,
} from '@forecourt/db/schema'
import { and, eq, sql } from 'drizzle-orm'

/** The lead as a form action hands it over: everything but what the store sets itself. */
export type LeadInput = Omit<typeof leads.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>

/** One delivery per channel and lead: a retry or a second worker can never make it a second one. */
export const idempotencyKeyOf = (leadId: string, channel: DeliveryChannel) => `lead:${leadId}:${channel}`

/** The one confirmation a lead sends its shopper: a repeated submit never queues a second. */
export const confirmationKeyOf = (leadId: string) => `lead:${leadId}:confirmation`

type StoredLead = typeof leads.$inferSelect

/** The shopper's copy of the submitted lead, for the shopper outbox (`shopper_messages`); null for none. */
export type LeadConfirmation = (
  lead: StoredLead,
) => Omit<
  NewShopperMessage,
  'id' | 'purpose' | 'idempotencyKey' | 'status' | 'attempts' | 'nextAttemptAt' | 'lastError' | 'deliveredAt'
> | null

export interface SubmitOptions {
  confirmation?: LeadConfirmation
  /** Told when the confirmation could not be queued (the lead is stored all the same). */
  onConfirmationError?: (error: unknown) => void
}

/**
 * Stores a submitted lead, its 'submitted' event and one outbox delivery per channel in one transaction,
 * so a shopper is told "sent" only once all of it is durable, and a CRM that is down loses nothing.
 */
export async function recordSubmittedLead(
  db: Database,
  lead: LeadInput,
  channels: readonly DeliveryChannel[],
  options: SubmitOptions = {},
): Promise<{ leadId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, status: 'submitted' })
      .returning()
    if (!row) throw new Error('The lead was not stored')
    await tx.insert(leadEvents).values({ leadId: row.id, type: 'submitted' })
    await insertDeliveries(tx, row.id, channels)
    await queueConfirmation(tx, row, options)
    return { leadId: row.id }
  })
}

/**
 * Queues the shopper's confirmation with the lead, in a savepoint of its transaction: stored together, so
 * the outbox sends it later with retries, yet a confirmation that cannot be written (or composed) is
 * rolled back alone and never costs the shopper the lead.
 */
async function queueConfirmation(
  tx: Pick<Database, 'transaction'>,
  lead: StoredLead,
  options: SubmitOptions,
): Promise<void> {
  if (!options.confirmation) return
  try {
    const message = options.confirmation(lead)
    if (!message) return
    await tx.transaction(async (savepoint) => {
      await savepoint
        .insert(shopperMessages)
        .values({ ...message, purpose: 'lead_confirmation', idempotencyKey: confirmationKeyOf(lead.id) })
        .onConflictDoNothing({ target: shopperMessages.idempotencyKey })
    })
  } catch (error) {
    options.onConfirmationError?.(error)
  }
}

/** The first step of a multi-step form: an open lead whose id the next steps carry. */
export async function startLead(db: Database, lead: LeadInput): Promise<{ leadId: string }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(leads)
      .values({ ...lead, status: 'open' })
      .returning({ id: leads.id })
    if (!row) throw new Error('The lead was not stored')
    await tx.insert(leadEvents).values({ leadId: row.id, type: 'first_step' })
    return { leadId: row.id }
  })
}

/**
 * A step's answers as an update of the lead: its columns, and its `fields` merged into the stored ones by
 * the database (`fields || patch`), so a step never needs to read the lead first and two steps posted at
 * once both keep their answers. A field set to null stays, as null.
 */
export type LeadStepUpdate = Partial<Omit<LeadInput, 'dealerId'>>

function stepColumns(update: LeadStepUpdate & { dealerId?: unknown }) {
  const { dealerId: _ignored, fields, ...columns } = update
  return fields && Object.keys(fields).length > 0
    ? { ...columns, fields: sql`${leads.fields} || ${JSON.stringify(fields)}::jsonb` }
    : columns
}

/**
 * Appends a step's event (the first step again, valuation adjusted, rego lookup, offer accepted) to an
 * open lead of this dealer, with the step's answers (see `LeadStepUpdate`), in one statement per table.
 * False when there is no such open lead: a step must never write to another dealer's lead.
 */
export async function appendLeadEvent(
  db: Database,
  dealerId: string,
  leadId: string,
  type: Exclude<LeadEventType, 'submitted'>,
  payload: Record<string, unknown> = {},
  update: LeadStepUpdate = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The update locks the row, and sets updated_at even for a step with no answers of its own.
    const [lead] = await tx
      .update(leads)
      .set({ ...stepColumns(update), updatedAt: new Date() })
      .where(and(eq(leads.id, leadId), eq(leads.dealerId, dealerId), eq(leads.status, 'open')))
      .returning({ id: leads.id })
    if (!lead) return false
    await tx.insert(leadEvents).values({ leadId, type, payload })
    return true
  })
}

/**
 * Merges `fields` into an open lead of this dealer without an event of its own (a stored valuation, the
 * spec's "POST /api/miscellaneous … column_name valuation"). False when there is no such open lead.
 */
export async function mergeOpenLeadFields(
  db: Database,
  dealerId: string,
  leadId: string,
  fields: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(leads)
    .set({ ...stepColumns({ fields }), updatedAt: new Date() })
    .where(and(eq(leads.id, leadId), eq(leads.dealerId, dealerId), eq(leads.status, 'open')))
    .returning({ id: leads.id })
  return rows.length > 0
}

/** This dealer's lead with that id (any status), or null: what a later step reads back. */
export async function findDealerLead(db: Database, dealerId: string, leadId: string) {
  const [lead] = await db
    .select()
    .from(leads)
    .where(and(eq(leads.id, leadId), eq(leads.dealerId, dealerId)))
  return lead ?? null
}

/**
 * The last step of a multi-step form: completes the open lead with the final answers (merged as
 * `LeadStepUpdate` says) and queues its deliveries, in one transaction. False when this dealer has no such open lead (missing, already
 * submitted, or another dealer's).
 */
export async function submitLead(
  db: Database,
  dealerId: string,
  leadId: string,
  lead: LeadStepUpdate,
  channels: readonly DeliveryChannel[],
  options: SubmitOptions = {},
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(leads)
      .set({ ...stepColumns(lead), status: 'submitted' })
      .where(and(eq(leads.id, leadId), eq(leads.dealerId, dealerId), eq(leads.status, 'open')))
      .returning()
    if (!updated) return false
    await tx.insert(leadEvents).values({ leadId, type: 'submitted' })
    await insertDeliveries(tx, leadId, channels)
    await queueConfirmation(tx, updated, options)
    return true
  })
}

async function insertDeliveries(
  tx: Pick<Database, 'insert'>,
  leadId: string,
  channels: readonly DeliveryChannel[],
): Promise<void> {
  if (channels.length === 0) return
  await tx
    .insert(outboxDeliveries)
    .values(
      channels.map((channel) => ({ leadId, channel, idempotencyKey: idempotencyKeyOf(leadId, channel) })),
    )
}
