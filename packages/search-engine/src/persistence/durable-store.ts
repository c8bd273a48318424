import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { readSnapshot, type Snapshot, syncDirectory, writeSnapshot } from './snapshot.ts'
import { WriteAheadLog } from './write-ahead-log.ts'

const SNAPSHOT_FILE = 'snapshot.ndjson'
const logFile = (generation: number) => `wal-${generation}.log`

export interface RecoveredState {
  snapshot: Snapshot | undefined
  records: unknown[]
}

/**
 * A data directory holding one snapshot (generation G) and the write-ahead log of changes since it
 * (`wal-G.log`). Compaction writes snapshot G+1, starts `wal-(G+1).log` and removes the old log.
 */
export class DurableStore {
  private readonly dir: string
  private generation: number
  private log: WriteAheadLog
  #snapshotBytes: number

  private constructor(dir: string, generation: number, log: WriteAheadLog, snapshotBytes: number) {
    this.dir = dir
    this.generation = generation
    this.log = log
    this.#snapshotBytes = snapshotBytes
  }

  static open(dir: string): { store: DurableStore; recovered: RecoveredState } {
    mkdirSync(dir, { recursive: true })
    const snapshot = readSnapshot(join(dir, SNAPSHOT_FILE))
    const generation = snapshot?.generation ?? 0
    const { log, records } = WriteAheadLog.open(join(dir, logFile(generation)))
    for (const name of readdirSync(dir)) {
      const stale =
        (name.startsWith('wal-') && name !== logFile(generation)) || name === `${SNAPSHOT_FILE}.tmp`
      if (stale) rmSync(join(dir, name), { force: true })
    }
    const snapshotBytes = snapshot ? statSync(join(dir, SNAPSHOT_FILE)).size : 0
    return { store: new DurableStore(dir, generation, log, snapshotBytes), recovered: { snapshot, records } }
  }

  get logSize(): number {
    return this.log.size
  }

  /** The size of the last snapshot written (0 before the first). */
  get snapshotSize(): number {
    return this.#snapshotBytes
  }

  append(record: unknown): void {
    this.log.append(record)
  }

  /** Replaces snapshot and log with a snapshot of `state` (which must include every logged change). */
  compact(state: Omit<Snapshot, 'generation'>): void {
    const next = this.generation + 1
    this.#snapshotBytes = writeSnapshot(join(this.dir, SNAPSHOT_FILE), { ...state, generation: next })
    const { log } = WriteAheadLog.open(join(this.dir, logFile(next)))
    syncDirectory(this.dir)
    this.log.close()
    rmSync(join(this.dir, logFile(this.generation)), { force: true })
    this.log = log
    this.generation = next
  }

  close(): void {
    this.log.close()
  }
}
