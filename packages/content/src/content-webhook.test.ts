import { encodeSignatureHeader } from '@sanity/webhook'
import { evaluate, parse } from 'groq-js'
import { describe, expect, it } from 'vitest'
import {
  affectedSites,
  CONTENT_WEBHOOK_PROJECTION,
  changedPromotionId,
  verifyContentWebhook,
} from './content-webhook.ts'

const secret = 'a-webhook-secret-of-some-length'
const now = Date.parse('2026-11-22T10:00:00Z')
const body = JSON.stringify({
  _id: 'dealer-harbourside-volkswagen',
  _type: 'dealer',
  slug: 'harbourside-volkswagen',
})
const sign = (payload: string, at = now, key = secret) => encodeSignatureHeader(payload, at, key)

describe('content webhook', () => {
  it('accepts a payload signed with the secret and names the change', async () => {
    await expect(verifyContentWebhook(body, await sign(body), secret, now)).resolves.toEqual({
      ok: true,
      change: { _id: 'dealer-harbourside-volkswagen', _type: 'dealer', slug: 'harbourside-volkswagen' },
      signedAt: now,
    })
  })

  it('refuses a signature dated more than 30 s ahead (the issue: "timestamps 4 minutes in the future")', async () => {
    const ahead = await verifyContentWebhook(body, await sign(body, now + 4 * 60_000), secret, now)
    expect(ahead).toEqual({ ok: false, status: 401, message: 'Webhook signature is dated in the future.' })
    expect(await verifyContentWebhook(body, await sign(body, now + 31_000), secret, now)).toMatchObject({
      ok: false,
    })
    // Sanity's clock a little ahead of ours is no reason to refuse.
    expect(await verifyContentWebhook(body, await sign(body, now + 10_000), secret, now)).toMatchObject({
      ok: true,
      signedAt: now + 10_000,
    })
  })

  it('refuses a forged, tampered, missing or stale signature with 401', async () => {
    const forged = await verifyContentWebhook(
      body,
      await sign(body, now, 'someone-elses-secret'),
      secret,
      now,
    )
    expect(forged).toEqual({ ok: false, status: 401, message: 'Invalid webhook signature.' })
    const tampered = body.replace('harbourside-volkswagen"}', 'outback-trucks"}')
    expect(await verifyContentWebhook(tampered, await sign(body), secret, now)).toMatchObject({ status: 401 })
    expect(await verifyContentWebhook(body, undefined, secret, now)).toEqual({
      ok: false,
      status: 401,
      message: 'Missing sanity-webhook-signature header.',
    })
    expect(await verifyContentWebhook(body, 'nonsense', secret, now)).toMatchObject({ status: 401 })
    const replayed = await verifyContentWebhook(body, await sign(body, now - 10 * 60_000), secret, now)
    expect(replayed).toEqual({ ok: false, status: 401, message: 'Webhook signature has expired.' })
  })

  it('answers 400 for a correctly signed body that is not a content change', async () => {
    const notJson = 'hello'
    expect(await verifyContentWebhook(notJson, await sign(notJson), secret, now)).toEqual({
      ok: false,
      status: 400,
      message: 'The webhook body is not JSON.',
    })
    const noId = JSON.stringify({ _type: 'dealer' })
    expect(await verifyContentWebhook(noId, await sign(noId), secret, now)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining('_id'),
    })
  })
})

describe('sites a change affects', () => {
  it('is the dealer for its own document and for what belongs to it', () => {
    expect(affectedSites({ _id: 'd', _type: 'dealer', slug: 'outback-trucks' })).toEqual({
      all: false,
      slugs: ['outback-trucks'],
    })
    expect(affectedSites({ _id: 'l', _type: 'location', dealer: 'outback-trucks' })).toEqual({
      all: false,
      slugs: ['outback-trucks'],
    })
  })

  it('is every site for group settings (inherited by dealers) and for shared content', () => {
    expect(affectedSites({ _id: 'g', _type: 'dealerGroup', slug: 'southern-cross-group' })).toEqual({
      all: true,
    })
    expect(affectedSites({ _id: 'b', _type: 'brandEntry' })).toEqual({ all: true })
  })
})

describe('the webhook projection Sanity sends', () => {
  const dataset = [
    { _id: 'dealer-a', _type: 'dealer', slug: { current: 'dealer-a' }, group: { _ref: 'group-g' } },
    { _id: 'group-g', _type: 'dealerGroup', slug: { current: 'group-g' } },
    { _id: 'location-1', _type: 'location', dealer: { _ref: 'dealer-a' } },
    { _id: 'servicePage-dealer-a', _type: 'servicePage', website: { _ref: 'dealer-a' } },
    { _id: 'servicePage-group-g', _type: 'servicePage', website: { _ref: 'group-g' } },
    { _id: 'searchVocabulary-group-g', _type: 'searchVocabulary', group: { _ref: 'group-g' } },
    { _id: 'promotedCars-a', _type: 'promotedCars', website: { _ref: 'dealer-a' } },
    { _id: 'promotedCars-g', _type: 'promotedCars', website: { _ref: 'group-g' } },
  ]
  const project = async (id: string) => {
    const tree = parse(`*[_id == $id][0]${CONTENT_WEBHOOK_PROJECTION}`)
    const value = await (await evaluate(tree, { dataset, params: { id } })).get()
    return affectedSites(value)
  }

  it("names the dealer of a location and of a dealer's own home or service page", async () => {
    expect(await project('location-1')).toEqual({ all: false, slugs: ['dealer-a'] })
    expect(await project('servicePage-dealer-a')).toEqual({ all: false, slugs: ['dealer-a'] })
  })

  it("clears every site for a group's page, which its dealers inherit", async () => {
    expect(await project('servicePage-group-g')).toEqual({ all: true })
  })

  it("clears every site for a group's search vocabulary, which every site of the group reads", async () => {
    expect(await project('searchVocabulary-group-g')).toEqual({ all: true })
  })

  it("names the dealer of a dealer's promoted cars; a group portal's clear every site", async () => {
    expect(await project('promotedCars-a')).toEqual({ all: false, slugs: ['dealer-a'] })
    expect(await project('promotedCars-g')).toEqual({ all: true })
  })
})

describe('a change to promoted cars', () => {
  it('is read from a signed payload like any change, and names the published promotion', async () => {
    const payload = JSON.stringify({ _id: 'promotedCars-week', _type: 'promotedCars', dealer: 'dealer-a' })
    const verdict = await verifyContentWebhook(payload, await sign(payload), secret, now)
    expect(verdict).toEqual({
      ok: true,
      change: { _id: 'promotedCars-week', _type: 'promotedCars', dealer: 'dealer-a' },
      signedAt: now,
    })
    expect(verdict.ok && changedPromotionId(verdict.change)).toBe('promotedCars-week')
  })

  it('refuses a promotion payload of the wrong shape with 400, before anything is synced', async () => {
    const payload = JSON.stringify({ _id: 42, _type: 'promotedCars' })
    expect(await verifyContentWebhook(payload, await sign(payload), secret, now)).toMatchObject({
      ok: false,
      status: 400,
      message: expect.stringContaining('_id'),
    })
  })

  it('is none for other documents, drafts and release versions', () => {
    expect(changedPromotionId({ _id: 'dealer-a', _type: 'dealer' })).toBeNull()
    expect(changedPromotionId({ _id: 'drafts.promotedCars-week', _type: 'promotedCars' })).toBeNull()
    expect(changedPromotionId({ _id: 'versions.r1.promotedCars-week', _type: 'promotedCars' })).toBeNull()
  })
})
