import { describe, expect, it } from 'vitest'
import { createWorkInFlight } from './work-in-flight.ts'

const later = () => {
  let finish = () => {}
  const promise = new Promise<void>((resolve) => {
    finish = resolve
  })
  return { promise, finish }
}

describe('work in flight', () => {
  it('is settled at once when nothing runs', async () => {
    expect(await createWorkInFlight().settled(10)).toBe(true)
  })

  it('settles when the last handler finishes, failed ones included', async () => {
    const work = createWorkInFlight()
    const first = later()
    const second = later()
    const running = [
      work.run(() => first.promise),
      work.run(() => second.promise.then(() => Promise.reject(new Error('refused')))),
    ]
    expect(work.count).toBe(2)
    let settled = false
    const waiting = work.settled(5_000).then((value) => {
      settled = value
    })
    first.finish()
    await running[0]
    expect(settled).toBe(false)
    second.finish()
    await expect(running[1]).rejects.toThrow('refused')
    await waiting
    expect(settled).toBe(true)
    expect(work.count).toBe(0)
  })

  it('takes no more work once the services wait for it', async () => {
    const work = createWorkInFlight()
    let ran = false
    expect(await work.settled(10)).toBe(true)
    expect(
      await work.run(async () => {
        ran = true
      }),
    ).toBe(false)
    expect(ran).toBe(false)
  })

  it('gives up waiting after the time allowed', async () => {
    const work = createWorkInFlight()
    void work.run(() => new Promise(() => {}))
    expect(await work.settled(20)).toBe(false)
  })
})
