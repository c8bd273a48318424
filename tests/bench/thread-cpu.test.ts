import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { cpuPerRequest, parseThreadStat, readThreadTimes, threadKind } from './thread-cpu.ts'

/** A stat line as Linux writes it: utime 250 and stime 50 ticks are 3 s of CPU. */
const stat = (name: string, utime: number, stime: number) =>
  `4242 (${name}) S 1 4242 4242 0 -1 4194560 100 0 0 0 ${utime} ${stime} 0 0 20 0 12 0 300 0 0\n`

describe('parseThreadStat', () => {
  it("reads the thread's name and its user and system time", () => {
    expect(parseThreadStat(stat('render', 250, 50))).toEqual({ name: 'render', seconds: 3 })
  })

  it('reads a name that holds spaces and parentheses', () => {
    expect(parseThreadStat(stat('odd) name (x', 10, 0))).toEqual({ name: 'odd) name (x', seconds: 0.1 })
  })

  it('refuses a line that is not a stat line', () => {
    expect(() => parseThreadStat('no fields here')).toThrow('Not a /proc stat line')
  })
})

describe('threadKind', () => {
  it.each([
    ['MainThread', 'request'],
    ['render', 'render'],
    ['search-engine', 'search engine'],
    ['V8Worker', 'V8 helpers'],
    ['libuv-worker', 'other'],
  ])('%s is a %s thread', (name, kind) => {
    expect(threadKind(name)).toBe(kind)
  })
})

describe('readThreadTimes and cpuPerRequest', () => {
  let proc: string | undefined
  afterEach(() => {
    if (proc) rmSync(proc, { recursive: true, force: true })
  })

  function fakeProc(threads: Record<string, string>): string {
    proc ??= mkdtempSync(join(tmpdir(), 'thread-cpu-'))
    rmSync(join(proc, '7'), { recursive: true, force: true })
    for (const [tid, line] of Object.entries(threads)) {
      mkdirSync(join(proc, '7/task', tid), { recursive: true })
      writeFileSync(join(proc, '7/task', tid, 'stat'), line)
    }
    return proc
  }

  it('gives each kind of thread its CPU per request over the load, threads started meanwhile from zero', () => {
    const before = readThreadTimes(
      7,
      fakeProc({
        '7': stat('MainThread', 100, 0),
        '8': stat('render', 200, 0),
        '9': stat('V8Worker', 10, 0),
      }),
    )
    const after = readThreadTimes(
      7,
      fakeProc({
        '7': stat('MainThread', 300, 0),
        '8': stat('render', 500, 100),
        '9': stat('V8Worker', 60, 0),
        '10': stat('search-engine', 100, 0),
        '11': stat('V8Worker', 50, 0),
      }),
    )
    // 1,000 requests: 2 s of the main thread is 2 ms a request.
    expect(cpuPerRequest(before, after, 1000)).toEqual({
      request: 2,
      render: 4,
      'search engine': 1,
      'V8 helpers': 1,
      other: 0,
      total: 8,
    })
  })

  it('reads the threads of this process', () => {
    const kinds = [...readThreadTimes(process.pid).values()].map(({ name }) => threadKind(name))
    expect(kinds).toContain('V8 helpers')
  })
})
