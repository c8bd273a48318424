import { describe, expect, it } from 'vitest'
import {
  EVENT_MESSAGE,
  LEAD_EVENT_PAYLOAD_MAX_BYTES,
  PAYLOAD_NUL_MESSAGE,
  PAYLOAD_OBJECT_MESSAGE,
  PAYLOAD_SIZE_MESSAGE,
  parseLeadEventRequest,
} from './lead-event-schema'

const leadId = '3f2504e0-4f89-41d3-9a0c-0305e82c3301'

describe('POST /api/leads/events: the body', () => {
  it('takes the three later lifecycle events ("valuation adjustments, rego lookup and offer accepted")', () => {
    for (const event of ['valuation_adjusted', 'rego_lookup', 'offer_accepted']) {
      expect(parseLeadEventRequest({ lead_id: leadId, event })).toEqual({
        ok: true,
        value: { lead_id: leadId, event, payload: {} },
      })
    }
  })

  it('keeps the payload object, from JSON or as JSON text from a form', () => {
    const payload = { odometer_km: { from: 85000, to: 90000 }, note: 'Fresh tyres' }
    expect(parseLeadEventRequest({ lead_id: leadId, event: 'valuation_adjusted', payload })).toMatchObject({
      ok: true,
      value: { payload },
    })
    expect(
      parseLeadEventRequest({
        lead_id: leadId,
        event: 'valuation_adjusted',
        payload: JSON.stringify(payload),
      }),
    ).toMatchObject({ ok: true, value: { payload } })
    expect(parseLeadEventRequest({ lead_id: leadId, event: 'rego_lookup', payload: '' })).toMatchObject({
      ok: true,
      value: { payload: {} },
    })
  })

  it("answers a missing or malformed lead_id with exactly the spec's 'An unexpected error occured'", () => {
    expect(parseLeadEventRequest({ event: 'offer_accepted' })).toEqual({
      ok: false,
      error: 'An unexpected error occured',
    })
    expect(parseLeadEventRequest({ lead_id: 'lead-42', event: 'offer_accepted' })).toEqual({
      ok: false,
      error: 'An unexpected error occured',
    })
    // lead_id is checked first: without a lead, nothing else matters.
    expect(parseLeadEventRequest({ event: 'nonsense', payload: 5 })).toEqual({
      ok: false,
      error: 'An unexpected error occured',
    })
  })

  it('normalises the lead_id as the form steps do', () => {
    expect(
      parseLeadEventRequest({ lead_id: ` ${leadId.toUpperCase()} `, event: 'rego_lookup' }),
    ).toMatchObject({
      ok: true,
      value: { lead_id: leadId },
    })
  })

  it('refuses other events: a first step is a form, and submitting is the last step of one', () => {
    for (const event of ['first_step', 'submitted', '', undefined]) {
      expect(parseLeadEventRequest({ lead_id: leadId, event })).toEqual({ ok: false, error: EVENT_MESSAGE })
    }
    expect(EVENT_MESSAGE).toBe("event must be one of 'valuation_adjusted', 'rego_lookup', 'offer_accepted'.")
  })

  it('refuses a payload that is not an object', () => {
    for (const payload of [[1, 2], 'not json', '[1]', 42, null]) {
      expect(parseLeadEventRequest({ lead_id: leadId, event: 'rego_lookup', payload })).toEqual({
        ok: false,
        error: PAYLOAD_OBJECT_MESSAGE,
      })
    }
  })

  it('refuses a payload over 4 KB, counted in UTF-8 bytes', () => {
    const fits = { text: 'x'.repeat(LEAD_EVENT_PAYLOAD_MAX_BYTES - '{"text":""}'.length) }
    expect(parseLeadEventRequest({ lead_id: leadId, event: 'rego_lookup', payload: fits }).ok).toBe(true)
    expect(
      parseLeadEventRequest({ lead_id: leadId, event: 'rego_lookup', payload: { text: `${fits.text}x` } }),
    ).toEqual({ ok: false, error: PAYLOAD_SIZE_MESSAGE })
    // 'é' is two bytes in UTF-8.
    const accented = { text: 'é'.repeat(LEAD_EVENT_PAYLOAD_MAX_BYTES / 2) }
    expect(parseLeadEventRequest({ lead_id: leadId, event: 'rego_lookup', payload: accented })).toEqual({
      ok: false,
      error: PAYLOAD_SIZE_MESSAGE,
    })
    expect(PAYLOAD_SIZE_MESSAGE).toBe('payload must be at most 4 KB of JSON.')
  })

  it('refuses a NUL character, which the database cannot store', () => {
    expect(
      parseLeadEventRequest({ lead_id: leadId, event: 'rego_lookup', payload: { rego: 'ABC\u0000' } }),
    ).toEqual({ ok: false, error: PAYLOAD_NUL_MESSAGE })
  })

  it('refuses a body that is not an object', () => {
    for (const body of [null, [], 'lead', 3]) {
      expect(parseLeadEventRequest(body)).toEqual({
        ok: false,
        error: 'The body must be a JSON object with lead_id, event and payload.',
      })
    }
  })
})
