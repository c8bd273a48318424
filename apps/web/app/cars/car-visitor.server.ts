import { createHmac } from 'node:crypto'
import { countingDay } from '@forecourt/domain/vehicle-page/visitor-counts'
import type { RouterContextProvider } from 'react-router'
import { clientAddressContext, servicesContext } from '~/context'

/**
 * Who a view or a phone reveal is counted for, and on which day: one row per visitor, car and day
 * (packages/domain/src/vehicle-page/visitor-counts.ts). The visitor is the client's address (within TRUST_PROXY_HOPS),
 * stored only as a hash keyed with the server's secret: the table never says which address saw which car.
 */
export function carVisitor(context: Readonly<RouterContextProvider>, now: Date = new Date()) {
  const { secret } = context.get(servicesContext).accounts
  const visitor = createHmac('sha256', secret)
    .update(`car-visitor:${context.get(clientAddressContext)}`)
    .digest('base64url')
    .slice(0, 22)
  return { visitor, day: countingDay(now) }
}
