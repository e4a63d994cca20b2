// §R8: uncaught exceptions, rejections, console errors and warnings and element load errors
// are logged as ERROR or WARN; §R7: beacon with keep-alive POST as the fallback.
// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installClientErrorCapture, maxClientLogsPerPage, type ClientLogEntry } from '~/lib/telemetry/client-errors'
import { sendJson } from '~/lib/analytics/transport'

let uninstall: (() => void) | undefined
afterEach(() => uninstall?.())

function capture() {
  const sent: ClientLogEntry[] = []
  uninstall = installClientErrorCapture({ logUrl: '/api/auth/client-log', send: (_url, body) => sent.push(body) })
  return sent
}

describe('client error capture', () => {
  it('logs uncaught exceptions and unhandled rejections as ERROR', () => {
    const sent = capture()
    window.dispatchEvent(new ErrorEvent('error', { error: new TypeError('x is undefined'), message: 'x is undefined' }))
    const rejection = new Event('unhandledrejection') as Event & { reason?: unknown }
    rejection.reason = new Error('request failed')
    window.dispatchEvent(rejection)
    expect(sent).toEqual([
      { level: 'ERROR', code: 'UNCAUGHT_EXCEPTION', message: 'TypeError: x is undefined' },
      { level: 'ERROR', code: 'UNHANDLED_REJECTION', message: 'Error: request failed' },
    ])
  })

  it('logs console errors as ERROR and warnings as WARN, still printing them', () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const sent = capture()
    console.error('failed', { status: 500 })
    console.warn('slow card 4111111111111111')
    expect(sent).toEqual([
      { level: 'ERROR', code: 'CONSOLE_ERROR', message: 'failed {"status":500}' },
      { level: 'WARN', code: 'CONSOLE_WARN', message: 'slow card ****1111' },
    ])
    uninstall?.()
    uninstall = undefined
    expect(printed).toHaveBeenCalledWith('failed', { status: 500 })
    expect(warned).toHaveBeenCalledTimes(1)
    printed.mockRestore()
    warned.mockRestore()
  })

  it('logs an element that fails to load as WARN, without its query string', () => {
    const sent = capture()
    const image = document.createElement('img')
    image.setAttribute('src', '/images/missing.png?token=abc')
    document.body.append(image)
    image.dispatchEvent(new Event('error'))
    expect(sent).toEqual([{ level: 'WARN', code: 'ELEMENT_LOAD_ERROR', message: 'img failed to load /images/missing.png' }])
    image.remove()
  })

  it('sends each message once and at most 20 per page', () => {
    const sent = capture()
    for (let index = 0; index < 30; index += 1) {
      window.dispatchEvent(new ErrorEvent('error', { message: 'same' }))
      window.dispatchEvent(new ErrorEvent('error', { message: `different ${index}` }))
    }
    expect(sent).toHaveLength(maxClientLogsPerPage)
    expect(sent.filter((entry) => entry.message === 'same')).toHaveLength(1)
  })
})

describe('transport', () => {
  it('sends a beacon when the browser takes it', () => {
    const sendBeacon = vi.fn(() => true)
    const fetcher = vi.fn()
    sendJson('/api/collector/logs', { a: 1 }, { navigator: { sendBeacon } as unknown as Navigator, fetch: fetcher })
    expect(sendBeacon).toHaveBeenCalledWith('/api/collector/logs', expect.any(Blob))
    expect(fetcher).not.toHaveBeenCalled()
  })

  it('falls back to a keep-alive POST when beacons are unavailable or refused', () => {
    const fetcher = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })))
    sendJson('/x', { a: 1 }, { navigator: {} as Navigator, fetch: fetcher })
    sendJson('/x', { a: 2 }, { navigator: { sendBeacon: () => false } as unknown as Navigator, fetch: fetcher })
    expect(fetcher).toHaveBeenCalledTimes(2)
    expect(fetcher).toHaveBeenCalledWith('/x', { method: 'POST', body: '{"a":1}', keepalive: true, headers: { 'content-type': 'application/json' } })
  })
})
