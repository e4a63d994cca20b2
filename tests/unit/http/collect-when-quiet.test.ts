// The server's quiet collection (the bars of §D7: the server's memory; docs/decisions/103, 104): it runs once
// the server has had no request for 2 s and holds 32 MB more than after the last one, never under load.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { loadMallocTrim, quietCollector } from '@server/http/collect-when-quiet'

const megabytes = (count: number) => count * 1_048_576
const request = new Request('http://localhost/')
const next = () => new Response('ok')

beforeEach(() => vi.useFakeTimers())
afterEach(() => vi.useRealTimers())

function collector(resident: { bytes: number }) {
  const collect = vi.fn(() => {
    resident.bytes -= megabytes(60)
  })
  const middleware = quietCollector({ collect, residentBytes: () => resident.bytes })
  return { collect, middleware }
}

/** A collector past its first collection (of what starting up left), with its count cleared. */
function collectedOnce() {
  const resident = { bytes: megabytes(180) }
  const { collect, middleware } = collector(resident)
  vi.advanceTimersByTime(2_000)
  collect.mockClear()
  return { resident, collect, middleware }
}

describe('the quiet collection', () => {
  it('collects what starting up left, 2 s after start', () => {
    const { collect } = collector({ bytes: megabytes(180) })
    vi.advanceTimersByTime(1_999)
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('never runs while requests keep coming, and runs once 2 s after the last', async () => {
    const { resident, collect, middleware } = collectedOnce()
    for (let moment = 0; moment < 50; moment += 1) {
      resident.bytes += megabytes(2)
      expect(await middleware(request as never, next)).toBeInstanceOf(Response)
      vi.advanceTimersByTime(500)
    }
    expect(collect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1_500)
    expect(collect).toHaveBeenCalledTimes(1)
  })

  it('leaves a process alone that has grown less than 32 MB since the last collection', async () => {
    const { resident, collect, middleware } = collectedOnce()
    resident.bytes += megabytes(31)
    await middleware(request as never, next)
    vi.advanceTimersByTime(2_000)
    expect(collect).not.toHaveBeenCalled()
    resident.bytes += megabytes(1)
    await middleware(request as never, next)
    vi.advanceTimersByTime(2_000)
    expect(collect).toHaveBeenCalledTimes(1)
  })
})

describe("glibc's malloc_trim", () => {
  it.runIf(process.platform === 'linux')('loads on Linux and returns freed memory when called', async () => {
    vi.useRealTimers()
    const mallocTrim = await loadMallocTrim()
    expect(mallocTrim).toBeTypeOf('function')
    expect([0, 1]).toContain(mallocTrim!(0))
  })
})
