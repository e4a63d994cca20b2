// §R4 "Analytics flow" and §R7.23 "Analytics" body, with fake timers for the 5 s debounce.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { CollectorEnvelope } from '@contracts/analytics/analytics-catalogue'
import { createAnalyticsTracker } from '~/lib/analytics/analytics-tracker'
import { createCollectorSender, sendPageLoadCompleted, sendPageLoadStarted } from '~/lib/analytics/collector-sender'

type Sent = { url: string; body: CollectorEnvelope }

function setUp() {
  const sent: Sent[] = []
  const tracker = createAnalyticsTracker({
    collectorUrl: '/api/collector/logs',
    send: (url, body) => sent.push({ url, body }),
    context: () => ({
      environment: 'prod',
      serviceName: 'travel-rewards',
      sitePackage: 'travel-rewards@0.1.0',
      sessionId: 'RTABCDEFGHJKLMNPQRSTU',
      url: 'http://localhost/accommodations/checkout',
      userAgent: 'test-agent',
    }),
    now: () => Date.now(),
  })
  const names = () => sent.map((event) => event.body.eventName)
  return { sent, tracker, names }
}

beforeEach(() => {
  vi.useFakeTimers()
  vi.setSystemTime(new Date('2026-11-22T10:00:00Z'))
})
afterEach(() => vi.useRealTimers())

describe('page load started and completed (§R4)', () => {
  it('sends page load completed 5 s after the page settles, not before', () => {
    const { tracker, names, sent } = setUp()
    tracker.pageLoadStarted('/accommodations/search-results')
    expect(names()).toEqual(['Page Load Started'])
    vi.advanceTimersByTime(4999)
    expect(names()).toEqual(['Page Load Started'])
    vi.advanceTimersByTime(1)
    expect(names()).toEqual(['Page Load Started', 'Page Load Completed'])
    expect(sent[1]?.body.eventData).toEqual({
      pageType: 'search results',
      productCategory: 'accommodations',
      path: '/accommodations/search-results',
      durationMs: 5000,
      reason: 'debounce',
    })
  })

  it('starts the 5 s wait again while the page is still busy (a debounce)', () => {
    const { tracker, names } = setUp()
    tracker.pageLoadStarted('/')
    vi.advanceTimersByTime(3000)
    tracker.pageActivity()
    vi.advanceTimersByTime(4999)
    expect(names()).toEqual(['Page Load Started'])
    vi.advanceTimersByTime(1)
    expect(names()).toEqual(['Page Load Started', 'Page Load Completed'])
  })

  it('completes the page at once on a route change, and only once', () => {
    const { tracker, sent } = setUp()
    tracker.pageLoadStarted('/')
    vi.advanceTimersByTime(1200)
    tracker.pageLoadStarted('/accommodations/offer')
    vi.advanceTimersByTime(10_000)
    expect(sent.map(({ body }) => [body.eventName, body.eventData.path, body.eventData.reason])).toEqual([
      ['Page Load Started', '/', undefined],
      ['Page Load Completed', '/', 'route change'],
      ['Page Load Started', '/accommodations/offer', undefined],
      ['Page Load Completed', '/accommodations/offer', 'debounce'],
    ])
  })

  it('completes the page on unload, and a later timer sends nothing more', () => {
    const { tracker, sent } = setUp()
    tracker.pageLoadStarted('/')
    vi.advanceTimersByTime(2000)
    tracker.unload()
    tracker.unload()
    vi.advanceTimersByTime(10_000)
    expect(sent.map(({ body }) => body.eventData.reason ?? body.eventName)).toEqual(['Page Load Started', 'unload'])
  })

  it('replays pages visited before it loaded with their own start times, in order', () => {
    const { tracker, sent } = setUp()
    const now = Date.now()
    tracker.pageLoadStarted('/accommodations/search-results', undefined, now - 3000)
    tracker.track('Hotel Search', { destination: 'New York' })
    tracker.pageLoadStarted('/accommodations/offer', undefined, now - 1000)
    expect(sent.map(({ body }) => [body.eventName, body.timestamp])).toEqual([
      ['Page Load Started', '2026-11-22T09:59:57.000Z'],
      ['Hotel Search', '2026-11-22T10:00:00.000Z'],
      ['Page Load Completed', '2026-11-22T10:00:00.001Z'],
      ['Page Load Started', '2026-11-22T10:00:00.002Z'],
    ])
    expect(sent[2]?.body.eventData).toMatchObject({ path: '/accommodations/search-results', durationMs: 2000, reason: 'route change' })
  })

  // docs/decisions/099: the page-view beacon comes with the page and sends the first page's start; the tracker
  // loads later (the first interaction, or 5 s) and completes that page as if it had started it.
  it("completes the beacon's page 5 s after its start, with the same trace and later timestamps", () => {
    const sent: Sent[] = []
    const options = { collectorUrl: '/api/collector/logs', send: (url: string, body: CollectorEnvelope) => sent.push({ url, body }), context: () => ({ environment: 'prod', serviceName: 's', sitePackage: 's@1', url: 'http://localhost/', userAgent: 'test-agent' }) }
    const sender = createCollectorSender(options)
    const started = sendPageLoadStarted(sender, '/', undefined, Date.now())
    vi.advanceTimersByTime(1500)
    const tracker = createAnalyticsTracker({ ...options, sender, now: () => Date.now() })
    tracker.resumePage(started)
    tracker.track('User Detected', { loginStatus: 'guest' })
    vi.advanceTimersByTime(3499)
    expect(sent.map(({ body }) => body.eventName)).toEqual(['Page Load Started', 'User Detected'])
    vi.advanceTimersByTime(1)
    expect(sent.map(({ body }) => body.eventName)).toEqual(['Page Load Started', 'User Detected', 'Page Load Completed'])
    expect(sent[2]?.body.eventData).toMatchObject({ pageType: 'home', durationMs: 5000, reason: 'debounce' })
    expect(new Set(sent.map(({ body }) => body.traceId)).size).toBe(1)
  })

  it("sends nothing more for a beacon's page the beacon completed when the page was hidden", () => {
    const { sent } = setUp()
    const sender = createCollectorSender({ collectorUrl: '/api/collector/logs', send: (url, body) => sent.push({ url, body }), context: () => ({ environment: 'prod', serviceName: 's', sitePackage: 's@1', url: 'http://localhost/', userAgent: 'a' }) })
    const started = sendPageLoadStarted(sender, '/flights/', undefined, Date.now())
    vi.advanceTimersByTime(800)
    const completed = sendPageLoadCompleted(sender, started, 'unload', Date.now())!
    expect(sendPageLoadCompleted(sender, completed, 'unload', Date.now())).toBeUndefined()
    const tracker = createAnalyticsTracker({ collectorUrl: '/api/collector/logs', send: () => {}, context: () => ({ environment: 'prod', serviceName: 's', sitePackage: 's@1', url: 'http://localhost/', userAgent: 'a' }), sender, now: () => Date.now() })
    tracker.resumePage(completed)
    tracker.unload()
    vi.advanceTimersByTime(10_000)
    expect(sent.map(({ body }) => body.eventData.reason ?? body.eventName)).toEqual(['Page Load Started', 'unload'])
    expect(sent[1]?.body.eventData).toMatchObject({ pageType: 'home', productCategory: 'flights', durationMs: 800 })
  })

  it('marks a page load started on a failed page in the error category (§R2)', () => {
    const { tracker, sent } = setUp()
    tracker.pageLoadStarted('/accommodations/offer', 500)
    expect(sent[0]?.url).toContain('category=error')
    expect(sent[0]?.body.eventData).toMatchObject({ pageType: 'error 500', category: 'error' })
  })
})

describe('the collector request (§R7)', () => {
  it('posts to the logs endpoint with category, name and fields, and the body of §R7', () => {
    const { tracker, sent } = setUp()
    tracker.pageLoadStarted('/')
    const [event] = sent
    const url = new URL(event!.url, 'http://localhost')
    expect(url.pathname).toBe('/api/collector/logs')
    expect(url.searchParams.get('category')).toBe('analytics')
    expect(url.searchParams.get('name')).toBe('Page Load Started')
    expect(url.searchParams.get('fields')?.split(',')).toEqual(Object.keys(event!.body))
    expect(event!.body).toMatchObject({
      timestamp: '2026-11-22T10:00:00.000Z',
      environment: 'prod',
      eventName: 'Page Load Started',
      serviceName: 'travel-rewards',
      sessionId: 'RTABCDEFGHJKLMNPQRSTU',
      sitePackage: 'travel-rewards@0.1.0',
      source: 'browser',
      url: 'http://localhost/accommodations/checkout',
      userAgent: 'test-agent',
    })
    expect(event!.body.traceId).toMatch(/^[0-9a-f]{32}$/)
    expect(event!.body.spanId).toMatch(/^[0-9a-f]{16}$/)
  })

  it('keeps one trace id for the events of a page and a new one for the next page', () => {
    const { tracker, sent } = setUp()
    tracker.pageLoadStarted('/')
    tracker.userDetected('guest')
    tracker.pageLoadStarted('/accommodations/')
    expect(sent[0]!.body.traceId).toBe(sent[1]!.body.traceId)
    expect(sent[3]!.body.traceId).not.toBe(sent[0]!.body.traceId)
  })

  it('never sends a card number, CVV, password or token', () => {
    const { tracker, sent } = setUp()
    tracker.pageLoadStarted('/accommodations/checkout')
    tracker.errorPresented('Card 4111 1111 1111 1111 was declined')
    tracker.track('Hotel Booking Started', { productId: 'h1', cardNumber: '4111111111111111', cardCVV: '123', password: 'x', token: 't' } as never)
    const text = JSON.stringify(sent)
    expect(text).not.toContain('4111 1111 1111 1111')
    expect(text).not.toContain('4111111111111111')
    expect(text).toContain('****1111')
    expect(text).not.toMatch(/cardCVV|password|"token"/)
  })
})

describe('user detected, checkout steps, errors and links (§R4)', () => {
  it('reports the user once per login status and member', () => {
    const { tracker, sent } = setUp()
    tracker.userDetected('guest')
    tracker.userDetected('guest')
    tracker.userDetected('logged in', 'abc')
    tracker.userDetected('logged in', 'abc')
    expect(sent.map(({ body }) => body.eventData)).toEqual([{ loginStatus: 'guest' }, { loginStatus: 'logged in', hashedUserId: 'abc' }])
  })

  it('reports each checkout step once per visit to the checkout', () => {
    const { tracker, names, sent } = setUp()
    tracker.pageLoadStarted('/accommodations/checkout')
    tracker.checkoutStep('traveler information')
    tracker.checkoutStep('payment')
    tracker.checkoutStep('traveler information')
    tracker.checkoutStep('payment')
    expect(names().filter((name) => name === 'Checkout Step Encountered')).toHaveLength(2)
    expect(sent[1]?.body.eventData).toEqual({ step: 'traveler information', productCategory: 'accommodations' })

    tracker.pageLoadStarted('/accommodations/confirmation')
    tracker.pageLoadStarted('/accommodations/checkout')
    tracker.checkoutStep('payment')
    expect(names().filter((name) => name === 'Checkout Step Encountered')).toHaveLength(3)
  })

  it('sends an error message presented in the error category', () => {
    const { tracker, sent } = setUp()
    tracker.pageLoadStarted('/accommodations/search-results')
    tracker.errorPresented('Check-out must be after check-in', 'VALIDATION_ERROR')
    expect(sent[1]?.url).toContain('category=error')
    expect(sent[1]?.body.eventData).toEqual({ message: 'Check-out must be after check-in', pageType: 'search results', code: 'VALIDATION_ERROR' })
  })

  it('tells navigation links from exit links and ignores other schemes', () => {
    const { tracker, sent } = setUp()
    tracker.linkClicked('/my-trips?tab=upcoming', ' My Trips ', 'http://localhost')
    tracker.linkClicked('https://partner.example/offers', 'Partner', 'http://localhost')
    tracker.linkClicked('mailto:help@example.com', 'Mail us', 'http://localhost')
    expect(sent.map(({ body }) => [body.eventName, body.eventData])).toEqual([
      ['Navigation Link Click', { href: '/my-trips?tab=upcoming', text: 'My Trips' }],
      ['Exit Link Click', { href: 'https://partner.example/offers', text: 'Partner' }],
    ])
  })
})
