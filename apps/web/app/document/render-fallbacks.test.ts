import { describe, expect, it } from 'vitest'
import { createRenderFallbacks, LOG_EVERY } from './render-fallbacks'

describe('render thread fallbacks', () => {
  it('counts each reason and logs data that does not copy, the first time per route and then every 100th', () => {
    const logged: Record<string, unknown>[] = []
    const fallbacks = createRenderFallbacks((fields) => logged.push(fields))
    fallbacks.note('error-page', 'routes/car')
    for (let i = 0; i < LOG_EVERY; i++) fallbacks.note('not-copyable', 'routes/home')
    fallbacks.note('not-copyable', 'routes/search')

    expect(fallbacks.counts()).toEqual({
      byReason: { 'error-page': 1, 'not-copyable': LOG_EVERY + 1 },
      notCopyableByRoute: { 'routes/home': LOG_EVERY, 'routes/search': 1 },
    })
    expect(logged).toEqual([
      { routeId: 'routes/home', count: 1 },
      { routeId: 'routes/home', count: LOG_EVERY },
      { routeId: 'routes/search', count: 1 },
    ])
  })
})
