import type { DeliveryChannel } from '@forecourt/db/schema'
import {
  type LeadStepEvent,
  parseLeadId,
  planLeadStep,
  UNEXPECTED_ERROR_MESSAGE,
} from '@forecourt/domain/leads/multi-step-lead'
import {
  appendLeadEvent,
  findDealerLead,
  type LeadInput,
  type LeadStepUpdate,
  startLead,
  submitLead,
} from '@forecourt/leads/lead-store'
import type { RouterContextProvider } from 'react-router'
import { servicesContext } from '~/context'
import { confirmationOptions, pokeOutboxes } from './lead-confirmation.server'

/**
 * Multi-step forms (spec sections 2, 4 and 8): "They advance step by step and the last step submits. A
 * lead_id is kept between steps." The first step creates an open lead, later steps append their events
 * (and answers) to it, and the last submits it with its outbox deliveries. Every lookup is scoped to the
 * site's dealer. What a step may do is the domain's `planLeadStep`; a step that needs a lead it cannot
 * find answers the spec's 'An unexpected error occured'.
 */

type Context = Readonly<RouterContextProvider>

export type LeadStepResult = { ok: true; leadId: string } | { ok: false; error: string }

/** The lead a posted lead_id names for this dealer, as the planner needs it; null for none or a bad id. */
async function journeyLead(context: Context, dealerId: string, postedLeadId: unknown) {
  const leadId = parseLeadId(postedLeadId)
  if (!leadId) return null
  const lead = await findDealerLead(context.get(servicesContext).database.db, dealerId, leadId)
  return lead ? { id: lead.id, status: lead.status } : null
}

/** This dealer's lead for a later step to read its earlier answers from (prefilling a step going back). */
export async function readJourneyLead(context: Context, dealerId: string, postedLeadId: unknown) {
  const leadId = parseLeadId(postedLeadId)
  return leadId ? findDealerLead(context.get(servicesContext).database.db, dealerId, leadId) : null
}

/** A whole lead (what a first step creates), as opposed to one step's answers. */
const isWholeLead = (lead: LeadInput | LeadStepUpdate): lead is LeadInput =>
  typeof lead.category === 'string' && typeof lead.leadEventId === 'number' && 'dealerId' in lead

/**
 * A step before the last: creates the open lead on the first step (from `lead`, which must then be a
 * whole lead), otherwise appends `event` (with its payload, and `lead`'s answers merged into the lead's,
 * fields by field in SQL) to the open lead the posted lead_id names.
 */
export async function recordLeadStep(
  context: Context,
  input: {
    dealerId: string
    postedLeadId: unknown
    event: Exclude<LeadStepEvent, 'submitted'>
    lead: LeadInput | LeadStepUpdate
    payload?: Record<string, unknown>
  },
): Promise<LeadStepResult> {
  const { db } = context.get(servicesContext).database
  const existing = await journeyLead(context, input.dealerId, input.postedLeadId)
  const plan = planLeadStep({ event: input.event, lead: existing })
  if (!plan.ok) return plan
  if (plan.action === 'create') {
    if (!isWholeLead(input.lead)) throw new Error(`A first step must store a whole lead (${input.event})`)
    return { ok: true, leadId: (await startLead(db, input.lead)).leadId }
  }
  if (plan.action === 'none') return { ok: true, leadId: plan.leadId }
  const appended = await appendLeadEvent(
    db,
    input.dealerId,
    plan.leadId,
    input.event,
    input.payload,
    stepAnswers(input.lead),
  )
  return appended ? { ok: true, leadId: plan.leadId } : { ok: false, error: UNEXPECTED_ERROR_MESSAGE }
}

/**
 * The last step: submits the journey's open lead with the final answers and queues its deliveries. A
 * repeated submit of a submitted lead succeeds without a second delivery. A last step without the
 * journey's lead_id (or with one of no lead of this dealer) is the spec's "Multi-step lead with no
 * lead_id": 'An unexpected error occured'. (One-page forms store their lead with `storeSubmittedLead`.)
 */
export async function submitLeadStep(
  context: Context,
  input: {
    dealerId: string
    postedLeadId: unknown
    lead: LeadStepUpdate
    channels: readonly DeliveryChannel[]
  },
): Promise<LeadStepResult> {
  const { database } = context.get(servicesContext)
  const existing = await journeyLead(context, input.dealerId, input.postedLeadId)
  if (!existing) return { ok: false, error: UNEXPECTED_ERROR_MESSAGE }
  const plan = planLeadStep({ event: 'submitted', lead: existing })
  if (!plan.ok) return plan
  if (plan.action !== 'append') return { ok: true, leadId: existing.id }
  const submitted = await submitLead(
    database.db,
    input.dealerId,
    plan.leadId,
    stepAnswers(input.lead),
    input.channels,
    confirmationOptions(context),
  )
  if (!submitted) return { ok: false, error: UNEXPECTED_ERROR_MESSAGE }
  pokeOutboxes(context)
  return { ok: true, leadId: plan.leadId }
}

/** A step never moves a lead to another dealer. */
function stepAnswers(lead: LeadInput | LeadStepUpdate): LeadStepUpdate {
  const { dealerId: _ignored, ...answers } = lead as LeadInput
  return answers
}
