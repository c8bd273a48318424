import { closeSync, fsyncSync, ftruncateSync, openSync, readFileSync, writeSync } from 'node:fs'
import { decodeRecords, encodeRecord } from './record-codec.ts'

/** An append-only file of framed JSON records; every append is flushed to disk before it returns. */
export class WriteAheadLog {
  private fd: number
  private bytes: number

  private constructor(fd: number, bytes: number) {
    this.fd = fd
    this.bytes = bytes
  }

  /** Opens (or creates) a log, returning its valid records and cutting off a torn or corrupt tail. */
  static open(path: string): { log: WriteAheadLog; records: unknown[] } {
    let data: Buffer
    try {
      data = readFileSync(path)
    } catch {
      data = Buffer.alloc(0)
    }
    const { records, validLength } = decodeRecords(data)
    const fd = openSync(path, 'a+')
    if (validLength < data.length) {
      ftruncateSync(fd, validLength)
      fsyncSync(fd)
    }
    const parsed = records.map((r) => JSON.parse(r.toString('utf8')) as unknown)
    return { log: new WriteAheadLog(fd, validLength), records: parsed }
  }

  get size(): number {
    return this.bytes
  }

  append(record: unknown): void {
    const frame = encodeRecord(Buffer.from(JSON.stringify(record), 'utf8'))
    let written = 0
    while (written < frame.length) written += writeSync(this.fd, frame, written)
    fsyncSync(this.fd)
    this.bytes += frame.length
  }

  close(): void {
    closeSync(this.fd)
  }
}
