import { describe, expect, it } from 'vitest'
import {
  type ExistingLead,
  errorMessage,
  FORM_SUBMIT_ERROR_MESSAGE,
  isLeadStepEvent,
  LEAD_STEP_EVENTS,
  LEAD_SUBMISSION_FAILED_MESSAGE,
  leadIdFromResponse,
  parseLeadId,
  planLeadStep,
  UNEXPECTED_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
} from './multi-step-lead.ts'

const id = '3f2c1a9e-8b7d-4c6e-9f10-2a3b4c5d6e7f'
const open: ExistingLead = { id, status: 'open' }
const submitted: ExistingLead = { id, status: 'submitted' }

describe("the error catalogue's texts", () => {
  it('quotes section 8 exactly, the spec\'s spelling of "occured" included', () => {
    expect(UNEXPECTED_ERROR_MESSAGE).toBe('An unexpected error occured')
    expect(LEAD_SUBMISSION_FAILED_MESSAGE).toBe('Lead submission failed')
    expect(FORM_SUBMIT_ERROR_MESSAGE).toBe('An error occurred when submitting this form')
    expect(UNKNOWN_ERROR_MESSAGE).toBe('An unknown error occurred.')
  })
})

describe('lead step events', () => {
  it('"a first-step lead, then valuation adjustments, rego lookup and offer accepted", and the submit', () => {
    expect(LEAD_STEP_EVENTS).toEqual([
      'first_step',
      'valuation_adjusted',
      'rego_lookup',
      'offer_accepted',
      'submitted',
    ])
    expect(isLeadStepEvent('rego_lookup')).toBe(true)
    expect(isLeadStepEvent('deleted')).toBe(false)
    expect(isLeadStepEvent(undefined)).toBe(false)
  })
})

describe('lead_id', () => {
  it('accepts a UUID, trimmed and lower-cased', () => {
    expect(parseLeadId(id)).toBe(id)
    expect(parseLeadId(` ${id.toUpperCase()} `)).toBe(id)
  })

  it('refuses anything else', () => {
    for (const value of ['', '42', 'null', `${id}x`, "1' or '1'='1", null, undefined, 42, [id]]) {
      expect(parseLeadId(value), String(value)).toBeNull()
    }
  })
})

describe('planLeadStep', () => {
  it('"A lead_id is kept between steps": the first step creates the lead', () => {
    expect(planLeadStep({ event: 'first_step', lead: null })).toEqual({
      ok: true,
      action: 'create',
      event: 'first_step',
      status: 'open',
    })
  })

  it('appends every later event to the same lead', () => {
    for (const event of ['valuation_adjusted', 'rego_lookup', 'offer_accepted'] as const) {
      expect(planLeadStep({ event, lead: open })).toEqual({
        ok: true,
        action: 'append',
        leadId: id,
        event,
        status: 'open',
      })
    }
  })

  it('"the last step submits"', () => {
    expect(planLeadStep({ event: 'submitted', lead: open })).toEqual({
      ok: true,
      action: 'append',
      leadId: id,
      event: 'submitted',
      status: 'submitted',
    })
  })

  it('keeps the lead when the shopper goes back to the first step', () => {
    expect(planLeadStep({ event: 'first_step', lead: open })).toMatchObject({ action: 'append', leadId: id })
  })

  it('"Multi-step lead with no lead_id": a later step fails with \'An unexpected error occured\'', () => {
    for (const event of ['valuation_adjusted', 'rego_lookup', 'offer_accepted'] as const) {
      expect(planLeadStep({ event, lead: null })).toEqual({ ok: false, error: 'An unexpected error occured' })
    }
  })

  it('lets a one-step form submit without a lead_id', () => {
    expect(planLeadStep({ event: 'submitted', lead: null })).toEqual({
      ok: true,
      action: 'create',
      event: 'submitted',
      status: 'submitted',
    })
  })

  it('takes no more events on a submitted lead; a repeated submit is a no-op', () => {
    expect(planLeadStep({ event: 'submitted', lead: submitted })).toEqual({
      ok: true,
      action: 'none',
      leadId: id,
    })
    for (const event of ['first_step', 'valuation_adjusted', 'rego_lookup', 'offer_accepted'] as const) {
      expect(planLeadStep({ event, lead: submitted })).toEqual({ ok: false, error: UNEXPECTED_ERROR_MESSAGE })
    }
  })
})

describe('leadIdFromResponse', () => {
  it('keeps the returned lead_id', () => {
    expect(leadIdFromResponse({ lead_id: id })).toEqual({ ok: true, leadId: id })
  })

  it('"The returned error or \'An unexpected error occured\'"', () => {
    expect(leadIdFromResponse({ error: 'Dealer not found' })).toEqual({
      ok: false,
      error: 'Dealer not found',
    })
    expect(leadIdFromResponse({ lead_id: '', error: ' ' })).toEqual({
      ok: false,
      error: 'An unexpected error occured',
    })
    for (const response of [{}, null, undefined, 'ok', { lead_id: 42 }]) {
      expect(leadIdFromResponse(response), JSON.stringify(response)).toEqual({
        ok: false,
        error: UNEXPECTED_ERROR_MESSAGE,
      })
    }
  })
})

describe('errorMessage', () => {
  it("uses the error's own text when it has one", () => {
    expect(errorMessage(new Error('Network down'))).toBe('Network down')
    expect(errorMessage('Rate limited')).toBe('Rate limited')
    expect(errorMessage({ error: 'Bad phone' })).toBe('Bad phone')
  })

  it('"Other | \'An unknown error occurred.\'" by default, or the given fallback', () => {
    expect(errorMessage(undefined)).toBe('An unknown error occurred.')
    expect(errorMessage(new Error(''))).toBe(UNKNOWN_ERROR_MESSAGE)
    expect(errorMessage({ error: null })).toBe(UNKNOWN_ERROR_MESSAGE)
    expect(errorMessage(42)).toBe(UNKNOWN_ERROR_MESSAGE)
    expect(errorMessage(null, LEAD_SUBMISSION_FAILED_MESSAGE)).toBe('Lead submission failed')
  })
})
