import { describe, expect, it, vi } from 'vitest'
import { lazyWithPreload, preloadOnIntent } from './lazy-with-preload'

const Form = () => null

describe('lazyWithPreload', () => {
  it('downloads once however often it is preloaded', async () => {
    const load = vi.fn(async () => Form)
    const component = lazyWithPreload(load)
    expect(load).not.toHaveBeenCalled()
    await Promise.all([component.preload(), component.preload()])
    await component.preload()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('tries a failed download again on the next preload', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Form)
    const component = lazyWithPreload(load)
    await expect(component.preload()).rejects.toThrow('offline')
    await expect(component.preload()).resolves.toBe(Form)
    expect(load).toHaveBeenCalledTimes(2)
  })
})

describe('preloadOnIntent', () => {
  it('starts the download on hover, focus and press, and leaves a failure to the render', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'))
    const handlers = preloadOnIntent(lazyWithPreload(load))
    expect(Object.keys(handlers).sort()).toEqual(['onFocus', 'onPointerDown', 'onPointerEnter'])
    handlers.onPointerEnter()
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1))
  })
})
