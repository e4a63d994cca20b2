// Issue 7 "pushed to open pages": the browser end of GET /api/flags/stream asks for the page's flags
// again when the server names changed flags, and after a dropped stream reconnects (changes made
// meanwhile were not heard), but not when the stream first opens.
import { describe, expect, it, vi } from 'vitest'
import { listenForFlagChanges } from '~/features/flags/flag-stream'

class FakeEventSource extends EventTarget {
  static last: FakeEventSource | undefined
  closed = false
  readonly url: string
  constructor(url: string) {
    super()
    this.url = url
    FakeEventSource.last = this
  }
  close() {
    this.closed = true
  }
}

describe('the flag listener', () => {
  it('refetches on each flags-changed event and after a reconnection, and closes the stream when stopped', () => {
    const onChange = vi.fn()
    const stop = listenForFlagChanges('/api/flags/stream', onChange, FakeEventSource as unknown as typeof EventSource)
    const source = FakeEventSource.last!
    expect(source.url).toBe('/api/flags/stream')

    source.dispatchEvent(new Event('open'))
    expect(onChange).not.toHaveBeenCalled()
    source.dispatchEvent(new MessageEvent('flags-changed', { data: '{"flags":["uber-marketing-banner"]}' }))
    expect(onChange).toHaveBeenCalledTimes(1)
    source.dispatchEvent(new Event('error'))
    source.dispatchEvent(new Event('open'))
    expect(onChange).toHaveBeenCalledTimes(2)

    stop()
    expect(source.closed).toBe(true)
  })

  it('does nothing where EventSource does not exist', () => {
    vi.stubGlobal('EventSource', undefined)
    const onChange = vi.fn()
    expect(() => listenForFlagChanges('/api/flags/stream', onChange)()).not.toThrow()
    vi.unstubAllGlobals()
  })
})
