// Issue 35 "per-client limits on streams": one client address holds at most 10 open flag streams
// (GET /api/flags/stream); its next is a 429 in the API's error shape with Retry-After, while another
// address still gets its stream, and a closed stream gives its place back.
import { afterEach, describe, expect, it } from 'vitest'
import { closeFlagStreams, flagStreamResponse, flagStreamSettings, openFlagStreamCount } from '@server/flags/flag-stream.server'

const open = (client: string) => flagStreamResponse(new Request('http://localhost/api/flags/stream'), { subscribe: () => () => {}, client })

afterEach(() => closeFlagStreams())

describe('the flag stream limits', () => {
  it('refuses a client its eleventh stream with 429 TOO_MANY_STREAMS, and serves another client', async () => {
    const streams = Array.from({ length: flagStreamSettings.maxStreamsPerClient }, () => open('203.0.113.7'))
    expect(streams.map((stream) => stream.status)).toEqual(Array(10).fill(200))

    const refused = open('203.0.113.7')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('30')
    expect(await refused.json()).toEqual({ errors: [{ code: 'TOO_MANY_STREAMS', category: 'AVAILABILITY', message: expect.any(String) }] })

    expect(open('198.51.100.9').status).toBe(200)
    expect(openFlagStreamCount()).toBe(11)
  })

  it('gives a closed stream’s place back to its client', async () => {
    const streams = Array.from({ length: flagStreamSettings.maxStreamsPerClient }, () => open('203.0.113.7'))
    expect(open('203.0.113.7').status).toBe(429)
    await streams[0]!.body!.cancel()
    expect(open('203.0.113.7').status).toBe(200)
  })
})
