import { describe, expect, it } from 'vitest'
import {
  garagePathOf,
  parseSignInType,
  requiresSignIn,
  type SignInGates,
  signInPath,
  signInQuery,
  signInTypes,
} from './shopper-gating.ts'

const noGates: SignInGates = {
  gateCheckout: false,
  gateFinance: false,
  gateSpinToWin: false,
  gateEquifaxFinance: false,
}
const allGates: SignInGates = {
  gateCheckout: true,
  gateFinance: true,
  gateSpinToWin: true,
  gateEquifaxFinance: true,
}

describe('gated pages (spec section 6)', () => {
  it('"Always gated: online-payment and my-garage."', () => {
    for (const gates of [noGates, allGates]) {
      expect(requiresSignIn('online-payment', gates)).toBe(true)
      expect(requiresSignIn('my-garage', gates)).toBe(true)
    }
  })

  it('"Gated by setting: checkout, finance, spin-to-win, equifax finance."', () => {
    for (const area of ['checkout', 'finance', 'spin-to-win', 'equifax-finance'] as const) {
      expect(requiresSignIn(area, noGates)).toBe(false)
      expect(requiresSignIn(area, allGates)).toBe(true)
    }
    expect(requiresSignIn('finance', { ...noGates, gateFinance: true })).toBe(true)
    expect(requiresSignIn('checkout', { ...noGates, gateFinance: true })).toBe(false)
  })

  it('"Trade-in and sell-my-car are not gated."', () => {
    expect(requiresSignIn('trade-in', allGates)).toBe(false)
    expect(requiresSignIn('sell-my-car', allGates)).toBe(false)
  })
})

describe('the sign-in address', () => {
  it("knows the spec's types (and watchlist), reading anything else as my-garage", () => {
    expect(signInTypes).toEqual([
      'watchlist',
      'trade-in',
      'checkout',
      'finance',
      'spin-to-win',
      'online-payment',
      'car-finance',
      'my-garage',
    ])
    expect(parseSignInType('finance')).toBe('finance')
    expect(parseSignInType('admin')).toBe('my-garage')
    expect(parseSignInType(null)).toBe('my-garage')
  })

  it('is /sign-in?type={type}&redirect={path}&back={path}, keeping both paths on the site', () => {
    expect(signInPath({ type: 'my-garage', redirect: '/my-garage', back: '/' })).toBe(
      '/sign-in?type=my-garage&redirect=%2Fmy-garage&back=%2F',
    )
    expect(signInPath({ type: 'watchlist', carId: 'abc', redirect: '/cars/x', back: '/cars/x' })).toBe(
      '/sign-in?type=watchlist&car_id=abc&redirect=%2Fcars%2Fx&back=%2Fcars%2Fx',
    )
    expect(signInPath({ type: 'finance', redirect: '//evil.example', back: 'https://evil.example' })).toBe(
      '/sign-in?type=finance&redirect=%2F&back=%2F',
    )
  })

  it("gives the same query as fields for a results card's form, in the same order", () => {
    expect(
      signInQuery({ type: 'watchlist', carId: 'abc', redirect: '/cars/x', back: '/search?make=Ford' }),
    ).toEqual([
      ['type', 'watchlist'],
      ['car_id', 'abc'],
      ['redirect', '/cars/x'],
      ['back', '/search?make=Ford'],
    ])
    expect(signInQuery({ type: 'my-garage', redirect: '/\\evil.example', back: '/' })).toEqual([
      ['type', 'my-garage'],
      ['redirect', '/'],
      ['back', '/'],
    ])
  })
})

describe('My Garage brand paths', () => {
  it('are /my-garage unless a site names a brand variant', () => {
    expect(garagePathOf({ garagePath: null })).toBe('/my-garage')
    expect(garagePathOf({ garagePath: '/mymotorama' })).toBe('/mymotorama')
    expect(garagePathOf({ garagePath: '/elsewhere' })).toBe('/my-garage')
  })
})
