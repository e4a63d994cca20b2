// Events sent through the hook before the runtime loads are kept (at most 50) and passed on in order.
import { describe, expect, it, vi } from 'vitest'
import { attachTracker, trackEvent } from '~/features/analytics/analytics-queue'

describe('the analytics queue', () => {
  it('keeps early events, hands them over in order, then passes events straight through', () => {
    for (let index = 0; index < 60; index += 1) trackEvent('Vehicle Listing Item Clicked', { productId: `car-${index}`, position: index })
    const track = vi.fn()
    const detach = attachTracker({ track })
    expect(track).toHaveBeenCalledTimes(50)
    expect(track.mock.calls[0]).toEqual(['Vehicle Listing Item Clicked', { productId: 'car-0', position: 0 }])
    trackEvent('Vehicle Extras Displayed', { productId: 'car-1', extras: ['child seat'] })
    expect(track).toHaveBeenLastCalledWith('Vehicle Extras Displayed', { productId: 'car-1', extras: ['child seat'] })
    detach()
    trackEvent('Vehicle Extras Displayed', { productId: 'car-2', extras: [] })
    expect(track).toHaveBeenCalledTimes(51)
  })
})
