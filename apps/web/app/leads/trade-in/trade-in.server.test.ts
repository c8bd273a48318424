import type { Site } from '@forecourt/content/sites'
import { platformDefaultSettings } from '@forecourt/domain/site/settings'
import { isRouteErrorResponse, RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { siteContext } from '~/context'
import { pageUrl } from '~/page-url'
import { loadTradeIn, tradeInAction } from './trade-in.server'

/** A dealer website with the trade-in flag off: the services are never reached, so none are given. */
function contextWithTradeIn(tradeIn: boolean) {
  const context = new RouterContextProvider()
  const site = {
    kind: 'dealer',
    content: { id: 'dealer-test', name: 'Test Motors' },
    settings: { ...platformDefaultSettings, features: { ...platformDefaultSettings.features, tradeIn } },
  } as unknown as Site
  context.set(siteContext, site)
  return context
}

async function statusOf(promise: Promise<unknown>): Promise<number | null> {
  try {
    await promise
    return null
  } catch (error) {
    if (isRouteErrorResponse(error)) return error.status
    if (error instanceof Response) return error.status
    // `data()` thrown from a loader is a DataWithResponseInit.
    const init = (error as { init?: { status?: number } }).init
    return init?.status ?? null
  }
}

describe('the trade-in page ("features.tradeIn")', () => {
  it('is not found where the dealer turns the trade-in form off, for every address and for posts', async () => {
    const context = contextWithTradeIn(false)
    for (const path of ['/sell-your-car', '/trade-in', '/sell-my-car', '/cars/trade-in?car_id=1']) {
      const request = new Request(`http://test-motors.localhost${path}`)
      expect(await statusOf(loadTradeIn({ request, context }))).toBe(404)
    }
    const post = new Request('http://test-motors.localhost/sell-your-car', {
      method: 'POST',
      body: new URLSearchParams({ make: 'Toyota' }),
    })
    expect(await statusOf(tradeInAction({ request: post, context }))).toBe(404)
  })
})

describe("the page's own address", () => {
  it('drops the data-request suffix and route list a client-side navigation or fetcher adds', () => {
    const url = (address: string) => pageUrl(new Request(address)).toString()
    expect(url('http://x.localhost/sell-your-car.data?step=2&lead_id=abc&_routes=routes%2Ftrade-in')).toBe(
      'http://x.localhost/sell-your-car?step=2&lead_id=abc',
    )
    expect(url('http://x.localhost/cars/trade-in.data?car_id=7')).toBe(
      'http://x.localhost/cars/trade-in?car_id=7',
    )
    expect(url('http://x.localhost/trade-in/')).toBe('http://x.localhost/trade-in')
    expect(url('http://x.localhost/sell-my-car')).toBe('http://x.localhost/sell-my-car')
  })
})
