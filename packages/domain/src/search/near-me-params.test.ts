import { describe, expect, it } from 'vitest'
import { parseNearMe } from './near-me.ts'
import { nearMeFromRequest, nearMeParamsSchema } from './near-me-params.ts'

const queries = [
  'near=2150&distance=50',
  'near=+2150+',
  "near=O'Connor%20%20ACT&distance=10",
  'near=-33.8146,151.0065&distance=250',
  'near=2150&distance=30',
  'near=2150&distance=-50',
  'near=2150&distance=',
  'near=%3Cscript%3E&distance=50',
  `near=${'a'.repeat(61)}`,
  'distance=50',
  'near=',
  '',
]

describe('near-me parameters at the server', () => {
  it('agree with the URL state the browser reads, for good and bad values alike', () => {
    for (const query of queries) {
      const params = new URLSearchParams(query)
      expect(nearMeFromRequest(params), query).toEqual(parseNearMe(params))
    }
  })

  it('report what is wrong with a place', () => {
    const result = nearMeParamsSchema.safeParse({ near: '<b>', distance: '50' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['near'])
    expect(nearMeParamsSchema.parse({ near: ' 2150 ', distance: '25' })).toEqual({
      near: '2150',
      distance: 25,
    })
  })
})
