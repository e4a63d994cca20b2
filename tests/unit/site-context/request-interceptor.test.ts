// @vitest-environment jsdom
// §R7: an optional interceptor, enabled by a public environment flag, loads before each request;
// the request proceeds if it fails.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createRequestInterceptorLoader, interceptorMetaName, interceptorWaitMs } from '~/features/site-context/request-interceptor'

function page(src?: string) {
  const doc = document.implementation.createHTMLDocument('page')
  if (src) {
    const meta = doc.createElement('meta')
    meta.name = interceptorMetaName
    meta.content = src
    doc.head.append(meta)
  }
  const existing = doc.createElement('script')
  existing.nonce = 'n0nce'
  doc.head.append(existing)
  return doc
}
const added = (doc: Document) => [...doc.head.querySelectorAll('script[src]')] as HTMLScriptElement[]

afterEach(() => {
  vi.useRealTimers()
})

describe('the request interceptor (§R7)', () => {
  it('is off without the public flag: nothing loads and calls go at once', async () => {
    const doc = page()
    await expect(createRequestInterceptorLoader(doc)()).resolves.toBe(false)
    expect(added(doc)).toHaveLength(0)
  })

  it('loads once, with the page nonce, and every call waits for the same load', async () => {
    const doc = page('https://sensor.example/s.js')
    const beforeRequest = createRequestInterceptorLoader(doc)
    const first = beforeRequest()
    const second = beforeRequest()
    const [script] = added(doc)
    expect(added(doc)).toHaveLength(1)
    expect(script?.src).toBe('https://sensor.example/s.js')
    expect(script?.nonce).toBe('n0nce')
    script?.onload?.(new Event('load'))
    await expect(Promise.all([first, second])).resolves.toEqual([true, true])
  })

  it('lets calls proceed when the script fails, and logs it', async () => {
    const doc = page('https://sensor.example/s.js')
    const log = vi.fn()
    const beforeRequest = createRequestInterceptorLoader(doc, log)
    const call = beforeRequest()
    added(doc)[0]?.onerror?.(new Event('error'))
    await expect(call).resolves.toBe(false)
    expect(log).toHaveBeenCalledOnce()
  })

  it('lets calls proceed after 2 s when the script is slow', async () => {
    vi.useFakeTimers()
    const beforeRequest = createRequestInterceptorLoader(page('https://sensor.example/s.js'))
    const call = beforeRequest()
    expect(interceptorWaitMs).toBe(2000)
    await vi.advanceTimersByTimeAsync(interceptorWaitMs)
    await expect(call).resolves.toBe(false)
  })
})
