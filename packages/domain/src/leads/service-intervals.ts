import { enAuNumber } from '../australia/number-format.ts'
/**
 * The Service Interval choices of the service booking form (spec, forms document section 3, "Service
 * booking fields: … Service Interval …"; section 5, "Service form: Service Interval is required depending
 * on configuration", the site setting `serviceIntervalRequired`).
 *
 * The spec names the field but not its choices. Forecourt offers the intervals Australian logbooks use:
 * a first service at 1,000 km or 1 month, then every 15,000 km or 12 months (whichever comes first) up to
 * 150,000 km, and two ways out for a shopper who does not know ('Logbook service (not sure)') or wants
 * something other than a scheduled service ('Other repairs'). The labels are what the dealer receives.
 */

export const FIRST_SERVICE_INTERVAL = 'First service (1,000 km or 1 month)'
export const LOGBOOK_NOT_SURE_INTERVAL = 'Logbook service (not sure)'
export const OTHER_REPAIRS_INTERVAL = 'Other repairs'

/** Scheduled services run every 15,000 km or 12 months, up to 150,000 km (10 years). */
export const SERVICE_INTERVAL_KM = 15_000
export const SERVICE_INTERVAL_MONTHS = 12
export const LAST_SCHEDULED_SERVICE_KM = 150_000

const kilometres = (km: number) => enAuNumber.format(km)

/** '15,000 km or 12 months', '30,000 km or 24 months', … '150,000 km or 120 months'. */
export function scheduledServiceIntervals(): string[] {
  const count = LAST_SCHEDULED_SERVICE_KM / SERVICE_INTERVAL_KM
  return Array.from({ length: count }, (_, index) => {
    const step = index + 1
    return `${kilometres(step * SERVICE_INTERVAL_KM)} km or ${step * SERVICE_INTERVAL_MONTHS} months`
  })
}

/** Every choice, in the order the select lists them. */
export const SERVICE_INTERVALS: readonly string[] = [
  FIRST_SERVICE_INTERVAL,
  ...scheduledServiceIntervals(),
  LOGBOOK_NOT_SURE_INTERVAL,
  OTHER_REPAIRS_INTERVAL,
]

export function isServiceInterval(value: unknown): value is string {
  return typeof value === 'string' && SERVICE_INTERVALS.includes(value)
}
