import { safeRedirectPath } from './safe-redirect.ts'

/**
 * Which pages need a signed-in shopper (spec, forms document section 6): "Gated routes redirect a visitor
 * with no user id to sign-in (types: trade-in, checkout, finance, spin-to-win, online-payment,
 * car-finance, my-garage). Gated by setting: checkout, finance, spin-to-win, equifax finance. Always
 * gated: online-payment and my-garage. Trade-in and sell-my-car are not gated." The watchlist's Save also
 * signs in first (stock document section 6), with type watchlist.
 */
export const signInTypes = [
  'watchlist',
  'trade-in',
  'checkout',
  'finance',
  'spin-to-win',
  'online-payment',
  'car-finance',
  'my-garage',
] as const
export type SignInType = (typeof signInTypes)[number]

/** An unknown or missing `type` reads as a plain sign-in to My Garage. */
export function parseSignInType(value: unknown): SignInType {
  return signInTypes.find((type) => type === value) ?? 'my-garage'
}

export type GatedArea =
  | 'online-payment'
  | 'my-garage'
  | 'checkout'
  | 'finance'
  | 'spin-to-win'
  | 'equifax-finance'
  | 'trade-in'
  | 'sell-my-car'

/** The areas a site's settings may gate (Studio: website settings, 'Sign-in' group). */
export interface SignInGates {
  gateCheckout: boolean
  gateFinance: boolean
  gateSpinToWin: boolean
  gateEquifaxFinance: boolean
}

export const ALWAYS_GATED: readonly GatedArea[] = ['online-payment', 'my-garage']
export const NEVER_GATED: readonly GatedArea[] = ['trade-in', 'sell-my-car']

/** Whether this area needs a signed-in shopper on a site with these gates. */
export function requiresSignIn(area: GatedArea, gates: SignInGates): boolean {
  switch (area) {
    case 'online-payment':
    case 'my-garage':
      return true
    case 'trade-in':
    case 'sell-my-car':
      return false
    case 'checkout':
      return gates.gateCheckout
    case 'finance':
      return gates.gateFinance
    case 'spin-to-win':
      return gates.gateSpinToWin
    case 'equifax-finance':
      return gates.gateEquifaxFinance
  }
}

export interface SignInTarget {
  type: SignInType
  redirect: string
  back: string
  carId?: string
}

/** The sign-in page's query as name and value pairs, in order, with both paths kept on the site. */
export function signInQuery(target: SignInTarget): [name: string, value: string][] {
  return [
    ['type', target.type],
    ...(target.carId ? [['car_id', target.carId] as [string, string]] : []),
    ['redirect', safeRedirectPath(target.redirect)],
    ['back', safeRedirectPath(target.back)],
  ]
}

export const SIGN_IN_PATH = '/sign-in'

/** `/sign-in?type=…&redirect=…&back=…`, with both paths kept on the site. */
export function signInPath(target: SignInTarget): string {
  return `${SIGN_IN_PATH}?${new URLSearchParams(signInQuery(target))}`
}

/** Spec: "/spin-to-win, /online-payment, /my-garage | Gated pages. Brand variants: /mymotorama, /mybigboxcars, /myblinkr, /myservco." */
export const garageBrandPaths = ['/mymotorama', '/mybigboxcars', '/myblinkr', '/myservco'] as const

/** Where a site's My Garage lives: the brand path its setting names, else /my-garage. */
export function garagePathOf(settings: { garagePath: string | null }): string {
  return garageBrandPaths.find((path) => path === settings.garagePath) ?? '/my-garage'
}
