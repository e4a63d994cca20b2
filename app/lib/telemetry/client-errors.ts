// Client error capture (§R8): uncaught exceptions, unhandled rejections, console errors and
// warnings and element load errors go to the client log endpoint as ERROR or WARN, each distinct
// message once, at most 20 per page.
import { maskCardNumbers } from '@contracts/analytics/scrub'

export type ClientLogLevel = 'ERROR' | 'WARN'
export type ClientLogCode = 'UNCAUGHT_EXCEPTION' | 'UNHANDLED_REJECTION' | 'CONSOLE_ERROR' | 'CONSOLE_WARN' | 'ELEMENT_LOAD_ERROR'
export type ClientLogEntry = { level: ClientLogLevel; code: ClientLogCode; message: string }

export const maxClientLogsPerPage = 20
export const maxClientLogMessageLength = 500

function describe(value: unknown): string {
  if (value instanceof Error) return `${value.name}: ${value.message}`
  if (typeof value === 'string') return value
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

type Target = Pick<Window, 'addEventListener' | 'removeEventListener'> & { console: Pick<Console, 'error' | 'warn'> }

export function installClientErrorCapture({
  logUrl,
  send,
  target = window as unknown as Target,
}: {
  logUrl: string
  send: (url: string, body: ClientLogEntry) => void
  target?: Target
}) {
  const seen = new Set<string>()
  let sending = false

  function report(level: ClientLogLevel, code: ClientLogCode, raw: string) {
    const message = maskCardNumbers(raw).slice(0, maxClientLogMessageLength)
    const key = `${code}:${message}`
    if (sending || seen.has(key) || seen.size >= maxClientLogsPerPage) return
    seen.add(key)
    // A failure while sending must not be captured and sent again.
    sending = true
    try {
      send(logUrl, { level, code, message })
    } finally {
      sending = false
    }
  }

  const onError = (event: Event) => {
    const element = event.target
    if (typeof Element !== 'undefined' && element instanceof Element) {
      const source = element.getAttribute('src') ?? element.getAttribute('href') ?? ''
      report('WARN', 'ELEMENT_LOAD_ERROR', `${element.tagName.toLowerCase()} failed to load ${source.split('?')[0]}`)
      return
    }
    const errorEvent = event as ErrorEvent
    report('ERROR', 'UNCAUGHT_EXCEPTION', describe(errorEvent.error ?? errorEvent.message))
  }
  const onRejection = (event: Event) => report('ERROR', 'UNHANDLED_REJECTION', describe((event as PromiseRejectionEvent).reason))

  const { error: originalError, warn: originalWarn } = target.console
  target.console.error = (...args: unknown[]) => {
    report('ERROR', 'CONSOLE_ERROR', args.map(describe).join(' '))
    originalError.apply(target.console, args)
  }
  target.console.warn = (...args: unknown[]) => {
    report('WARN', 'CONSOLE_WARN', args.map(describe).join(' '))
    originalWarn.apply(target.console, args)
  }
  // Capture phase: load errors of images and scripts do not bubble.
  target.addEventListener('error', onError, true)
  target.addEventListener('unhandledrejection', onRejection)

  return () => {
    target.removeEventListener('error', onError, true)
    target.removeEventListener('unhandledrejection', onRejection)
    target.console.error = originalError
    target.console.warn = originalWarn
  }
}
