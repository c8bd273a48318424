import { describe, expect, it } from 'vitest'
import { platformDefaultSettings } from '../site/settings.ts'
import { type CardTagSettings, type CardTagVehicle, cardTag, electrifiedKind } from './tag.ts'

const now = new Date('2026-11-20T00:00:00Z')
const nowSeconds = now.getTime() / 1000
const day = 86_400

const defaults: CardTagSettings = { ...platformDefaultSettings, certifiedBadgeMake: null }
const everythingOn: CardTagSettings = {
  ...defaults,
  electricHybridTag: true,
  runoutSaleGreen: true,
  certifiedBadgeMake: 'Volkswagen',
}

const car = (overrides: Partial<CardTagVehicle> = {}): CardTagVehicle => ({
  status: 'in_stock',
  car_type: 'used',
  make: 'Toyota',
  tag: null,
  fuel: 'Petrol',
  reserved: false,
  certified: false,
  created_at_timestamp: nowSeconds - 30 * day,
  ...overrides,
})

describe('card tag precedence for available cars', () => {
  it('"Electric or Hybrid tag (when enabled)" comes first, before RESERVED and custom tags', () => {
    const electric = car({ fuel: 'Electric', reserved: true, tag: 'RUNOUT SALE' })
    expect(cardTag(electric, everythingOn, now)).toEqual({
      kind: 'electric',
      label: 'Electric',
      tone: 'green',
    })
    const hybrid = car({ fuel: 'Plug-in Hybrid (Petrol/Electric)' })
    expect(cardTag(hybrid, everythingOn, now)).toEqual({ kind: 'hybrid', label: 'Hybrid', tone: 'green' })
    expect(cardTag(car({ tag: 'Hybrid' }), everythingOn, now)?.label).toBe('Hybrid')
  })

  it('shows no Electric or Hybrid tag when the dealer flag is off, and never shows it as a custom tag', () => {
    expect(cardTag(car({ fuel: 'Electric', reserved: true }), defaults, now)?.kind).toBe('reserved')
    expect(cardTag(car({ fuel: 'Electric', tag: 'Electric' }), defaults, now)).toBeNull()
  })

  it('"RESERVED" comes before the certified badge and the custom tag', () => {
    const reserved = car({ reserved: true, certified: true, make: 'Volkswagen', tag: 'LOW KMS' })
    expect(cardTag(reserved, everythingOn, now)).toEqual({
      kind: 'reserved',
      label: 'RESERVED',
      tone: 'amber',
    })
  })

  it('"a certified-used image badge for one make", the configured one only', () => {
    const vw = car({ certified: true, make: 'volkswagen', tag: 'ONE OWNER' })
    expect(cardTag(vw, everythingOn, now)).toEqual({
      kind: 'certifiedBadge',
      label: 'Volkswagen Certified Pre-Owned',
      tone: 'badge',
    })
    expect(cardTag(car({ certified: true, tag: 'ONE OWNER' }), everythingOn, now)?.kind).toBe('custom')
    expect(cardTag({ ...vw, certified: false }, everythingOn, now)?.kind).toBe('custom')
    expect(cardTag(vw, defaults, now)?.kind).toBe('custom')
  })

  it('"a custom tag (RUNOUT SALE is green where enabled, all others red)"', () => {
    const runout = car({ car_type: 'new', tag: 'RUNOUT SALE' })
    expect(cardTag(runout, everythingOn, now)).toEqual({
      kind: 'custom',
      label: 'RUNOUT SALE',
      tone: 'green',
    })
    expect(cardTag(runout, defaults, now)?.tone).toBe('red')
    expect(cardTag(car({ tag: 'PRICE DROP' }), everythingOn, now)).toEqual({
      kind: 'custom',
      label: 'PRICE DROP',
      tone: 'red',
    })
  })

  it('the custom tag comes before "COMING SOON when status is coming_soon"', () => {
    const incoming = car({ status: 'coming_soon', created_at_timestamp: nowSeconds - day })
    expect(cardTag(incoming, defaults, now)).toEqual({
      kind: 'comingSoon',
      label: 'COMING SOON',
      tone: 'blue',
    })
    expect(cardTag({ ...incoming, tag: 'Test Drive Only' }, defaults, now)?.kind).toBe('custom')
  })

  it("\"a 'just arrived' tag when created within 8 days by default (configurable), labelled 'New' by default\"", () => {
    expect(cardTag(car({ created_at_timestamp: nowSeconds - 7.9 * day }), defaults, now)).toEqual({
      kind: 'justArrived',
      label: 'New',
      tone: 'primary',
    })
    expect(cardTag(car({ created_at_timestamp: nowSeconds - 8 * day }), defaults, now)).toBeNull()
    const custom = { ...defaults, justArrivedDays: 2, justArrivedLabel: 'Just Arrived' }
    expect(cardTag(car({ created_at_timestamp: nowSeconds - day }), custom, now)?.label).toBe('Just Arrived')
    expect(cardTag(car({ created_at_timestamp: nowSeconds - 3 * day }), custom, now)).toBeNull()
    expect(
      cardTag(car({ created_at_timestamp: nowSeconds }), { ...defaults, justArrivedDays: 0 }, now),
    ).toBeNull()
  })

  it('"otherwise none"', () => {
    expect(cardTag(car(), everythingOn, now)).toBeNull()
  })
})

describe('card tag for unavailable cars', () => {
  it('"A sold car shows a sold tag (\'JUST SOLD\' by default)", whatever else it has', () => {
    const sold = car({ status: 'sold', fuel: 'Electric', reserved: true, tag: 'RUNOUT SALE' })
    expect(cardTag(sold, everythingOn, now)).toEqual({ kind: 'sold', label: 'JUST SOLD', tone: 'dark' })
    expect(cardTag(sold, { ...defaults, soldTagLabel: 'SOLD' }, now)?.label).toBe('SOLD')
  })

  it('shows no tag for other unavailable statuses', () => {
    expect(cardTag(car({ status: 'on_hold', tag: 'PRICE DROP' }), everythingOn, now)).toBeNull()
  })
})

describe('electrifiedKind', () => {
  it('reads the fuel or the tag, hybrid before electric', () => {
    expect(electrifiedKind({ fuel: 'Electric', tag: null })).toBe('electric')
    expect(electrifiedKind({ fuel: 'Hybrid', tag: null })).toBe('hybrid')
    expect(electrifiedKind({ fuel: null, tag: 'Electric' })).toBe('electric')
    expect(electrifiedKind({ fuel: 'Diesel', tag: 'LOW KMS' })).toBeNull()
  })
})
