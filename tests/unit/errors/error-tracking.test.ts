// §R2: an uncaught runtime error tracks page-load-started in the error category.
import { describe, expect, it } from 'vitest'
import { attachTracker } from '~/features/analytics/analytics-queue'
import { trackErrorPageLoadStarted } from '~/features/errors/error-tracking'

describe('trackErrorPageLoadStarted', () => {
  it('sends Page Load Started in the error category', () => {
    const tracked: unknown[] = []
    const detach = attachTracker({ track: (name, data) => void tracked.push({ name, data }) })
    trackErrorPageLoadStarted('/dining/')
    detach()
    expect(tracked).toEqual([{ name: 'Page Load Started', data: { path: '/dining/', category: 'error' } }])
  })
})
