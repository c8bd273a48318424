import { describe, expect, it } from 'vitest'
import { decodeRecords, encodeRecord } from './record-codec.ts'

describe('record framing', () => {
  const a = encodeRecord(Buffer.from('{"a":1}'))
  const b = encodeRecord(Buffer.from('{"b":2}'))

  it('round-trips records', () => {
    const { records, validLength } = decodeRecords(Buffer.concat([a, b]))
    expect(records.map(String)).toEqual(['{"a":1}', '{"b":2}'])
    expect(validLength).toBe(a.length + b.length)
  })

  it('stops at a torn last record', () => {
    const torn = Buffer.concat([a, b.subarray(0, b.length - 3)])
    const { records, validLength } = decodeRecords(torn)
    expect(records.map(String)).toEqual(['{"a":1}'])
    expect(validLength).toBe(a.length)
  })

  it('stops at a record whose checksum does not match', () => {
    const corrupt = Buffer.from(b)
    corrupt[corrupt.length - 2] = 0x41
    expect(decodeRecords(Buffer.concat([a, corrupt])).records).toHaveLength(1)
  })
})
