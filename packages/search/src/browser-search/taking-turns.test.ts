import { describe, expect, it } from 'vitest'
import { takingTurns } from './taking-turns.ts'

const later = () => {
  let open = () => {}
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  return { gate, open }
}

describe('takingTurns', () => {
  it('runs one piece of work at a time, in the order asked', async () => {
    const run = takingTurns({ concurrency: 1, maxWaiting: 10 })
    const order: string[] = []
    const first = later()
    const a = run(async () => {
      order.push('a starts')
      await first.gate
      order.push('a ends')
    })
    const b = run(async () => {
      order.push('b starts')
    })
    await Promise.resolve()
    expect(order).toEqual(['a starts'])
    first.open()
    await Promise.all([a, b])
    expect(order).toEqual(['a starts', 'a ends', 'b starts'])
  })

  it('refuses with a 429 once the queue is full, and keeps going after a failure', async () => {
    const run = takingTurns({ concurrency: 1, maxWaiting: 1 })
    const first = later()
    const a = run(() => first.gate)
    const b = run(async () => 'b')
    await expect(run(async () => 'c')).rejects.toMatchObject({ status: 429 })
    first.open()
    await a
    expect(await b).toBe('b')
    await expect(run(() => Promise.reject(new Error('engine down')))).rejects.toThrow('engine down')
    expect(await run(async () => 'after')).toBe('after')
  })

  it('lets `concurrency` pieces of work run side by side', async () => {
    const run = takingTurns({ concurrency: 2, maxWaiting: 0 })
    const gates = [later(), later()]
    const running = gates.map((gate) => run(() => gate.gate))
    await expect(run(async () => 'third')).rejects.toMatchObject({ status: 429 })
    for (const gate of gates) gate.open()
    await Promise.all(running)
  })
})
