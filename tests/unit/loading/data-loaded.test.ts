// §R2.35 interstitial loader and §R9.46 "Loader delay 500 ms": data is marked loaded 500 ms after loading ends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDataLoadedTracker, loaderDelayMs } from '~/features/loading/data-loaded'

describe('the data-loaded marker', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('uses a 500 ms delay', () => {
    expect(loaderDelayMs).toBe(500)
  })

  it('marks not loaded at once when loading starts, and loaded 500 ms after it ends', () => {
    const changes: boolean[] = []
    const tracker = createDataLoadedTracker((loaded) => changes.push(loaded))
    tracker.update(true)
    expect(changes).toEqual([false])
    tracker.update(false)
    vi.advanceTimersByTime(499)
    expect(changes).toEqual([false])
    vi.advanceTimersByTime(1)
    expect(changes).toEqual([false, true])
  })

  it('restarts the wait when loading starts again before the 500 ms are up', () => {
    const changes: boolean[] = []
    const tracker = createDataLoadedTracker((loaded) => changes.push(loaded))
    tracker.update(true)
    tracker.update(false)
    vi.advanceTimersByTime(300)
    tracker.update(true)
    tracker.update(false)
    vi.advanceTimersByTime(300)
    expect(changes).toEqual([false])
    vi.advanceTimersByTime(200)
    expect(changes).toEqual([false, true])
  })

  it('does nothing after it is disposed', () => {
    const onChange = vi.fn()
    const tracker = createDataLoadedTracker(onChange)
    tracker.update(true)
    tracker.update(false)
    tracker.dispose()
    vi.advanceTimersByTime(1000)
    expect(onChange).toHaveBeenCalledTimes(1)
  })
})
