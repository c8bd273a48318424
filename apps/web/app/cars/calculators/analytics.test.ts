import { share } from '@forecourt/domain/analytics/events'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { financeCalculatorInteraction, once, pushAnalyticsEvent } from './analytics'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('analytics events', () => {
  it('creates the data layer when the tag manager has not yet', () => {
    const fakeWindow: Window = {} as Window
    vi.stubGlobal('window', fakeWindow)
    pushAnalyticsEvent(financeCalculatorInteraction('car-1'))
    expect(fakeWindow.dataLayer).toEqual([{ event: 'finance_calculator_interaction', car_id: 'car-1' }])
  })

  it("adds to the tag manager's own data layer", () => {
    const existing = [{ event: 'gtm.js' }]
    vi.stubGlobal('window', { dataLayer: existing })
    pushAnalyticsEvent(share('copy_link', 'car-1'))
    expect(existing).toEqual([{ event: 'gtm.js' }, share('copy_link', 'car-1')])
  })

  it('does nothing on the server', () => {
    expect(() => pushAnalyticsEvent(share('copy_link', 'car-1'))).not.toThrow()
  })

  it('"The first change fires one analytics event": once, however many changes follow', () => {
    const fire = vi.fn()
    const firstChange = once(fire)
    firstChange()
    firstChange()
    firstChange()
    expect(fire).toHaveBeenCalledTimes(1)
  })
})
