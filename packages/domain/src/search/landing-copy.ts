import { enAuNumber } from '../australia/number-format.ts'
import type { LandingTarget } from './landing-paths.ts'

/**
 * The words of a results landing page (forms document section 2: each search route is "a real, indexable
 * landing page"): its H1, document title and meta description. Counts are the landing's whole stock, so
 * the description stays true whatever the shopper refines afterwards.
 */

const conditionHeadings = {
  'new-cars': 'New Cars for Sale',
  'used-cars': 'Used Cars for Sale',
  'demo-cars': 'Demo Cars for Sale',
  'new-used-and-demo-cars': 'New, Used and Demo Cars for Sale',
} as const

export function landingHeading(target: LandingTarget): string {
  switch (target.kind) {
    case 'all':
      return 'Our Stock'
    case 'condition':
      return conditionHeadings[target.condition]
    case 'make':
      return `${target.make} for Sale`
    case 'model':
      return `${target.make} ${target.model} for Sale`
    case 'body':
      return `${target.body} for Sale`
    case 'dealership':
      return `${target.name} Stock`
  }
}

export function landingTitle(target: LandingTarget, siteName: string, page = 1): string {
  const heading = landingHeading(target)
  return page > 1 ? `${heading} - Page ${page} | ${siteName}` : `${heading} | ${siteName}`
}

const vehicles = (count: number) => `${enAuNumber.format(count)} ${count === 1 ? 'vehicle' : 'vehicles'}`

export function landingDescription(target: LandingTarget, siteName: string, count: number): string {
  const what = target.kind === 'all' ? vehicles(count) : `${vehicles(count)} in ${landingHeading(target)}`
  return `Browse ${what} at ${siteName}. Filter by make, model, price and kilometres, then enquire, book a test drive or apply for finance online.`
}
