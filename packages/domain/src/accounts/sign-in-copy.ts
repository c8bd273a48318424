import type { SignInType } from './shopper-gating.ts'

/** The sign-in page's heading and introduction for each reason a shopper is asked to sign in. */
export interface SignInCopy {
  heading: string
  intro: string
}

const copy: Record<SignInType, SignInCopy> = {
  watchlist: {
    heading: 'Sign in to save this car',
    intro: 'Save cars to your watchlist and we will text you if the price drops. No password needed.',
  },
  'my-garage': {
    heading: 'Sign in to My Garage',
    intro: 'Your saved cars, their prices today and your enquiries, in one place. No password needed.',
  },
  checkout: {
    heading: 'Sign in to reserve this car',
    intro: 'Sign in with your mobile to hold this car with a deposit.',
  },
  'online-payment': {
    heading: 'Sign in to pay online',
    intro: 'Sign in with your mobile to make your payment securely.',
  },
  finance: {
    heading: 'Sign in to apply for finance',
    intro: 'Sign in with your mobile to get your finance quote and keep your application.',
  },
  'car-finance': {
    heading: 'Sign in to finance this car',
    intro: 'Sign in with your mobile to see your repayments on this car.',
  },
  'trade-in': {
    heading: 'Sign in to value your trade-in',
    intro: 'Sign in with your mobile to keep your trade-in valuation.',
  },
  'spin-to-win': {
    heading: 'Sign in to spin to win',
    intro: 'Sign in with your mobile to take your spin.',
  },
}

export function signInCopy(type: SignInType): SignInCopy {
  return copy[type]
}
