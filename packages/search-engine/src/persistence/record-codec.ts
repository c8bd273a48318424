import { crc32 } from 'node:zlib'

const HEADER = 8

/** Frames a payload as `[length u32le][crc32 u32le][payload]`. */
export function encodeRecord(payload: Buffer): Buffer {
  const header = Buffer.allocUnsafe(HEADER)
  header.writeUInt32LE(payload.length, 0)
  header.writeUInt32LE(crc32(payload), 4)
  return Buffer.concat([header, payload])
}

export interface DecodedRecords {
  records: Buffer[]
  /** Bytes covered by complete, checksum-valid records; anything after is a torn or corrupt tail. */
  validLength: number
}

/** Reads framed records until the end or the first incomplete or corrupt record. */
export function decodeRecords(data: Buffer): DecodedRecords {
  const records: Buffer[] = []
  let offset = 0
  while (offset + HEADER <= data.length) {
    const length = data.readUInt32LE(offset)
    const checksum = data.readUInt32LE(offset + 4)
    const end = offset + HEADER + length
    if (end > data.length) break
    const payload = data.subarray(offset + HEADER, end)
    if (crc32(payload) !== checksum) break
    records.push(payload)
    offset = end
  }
  return { records, validLength: offset }
}
