// §D6/§D7: no card number, CVV, password, token or cookie ever appears in a log line; issue 35:
// nor a traveller's email or name, and what a library prints with console is a line of the log too.
import { Writable } from 'node:stream'
import { afterEach, describe, expect, it } from 'vitest'
import { createLogger, maskCardNumbers, routeConsoleThroughLogger } from '@server/log/logger'

function capture() {
  const lines: string[] = []
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk))
      done()
    },
  })
  return { logger: createLogger('info', stream), lines }
}

describe('the logger', () => {
  it('writes one JSON line per call', () => {
    const { logger, lines } = capture()
    logger.info({ method: 'GET', path: '/', status: 200, durationMs: 3.2, correlationId: 'abc' }, 'request')
    expect(lines).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ method: 'GET', status: 200, correlationId: 'abc', msg: 'request' })
  })

  it('redacts a flight passenger\'s passport and Known Traveler number in a logged book request (issue 21 complete pages)', () => {
    const { logger, lines } = capture()
    logger.info({ body: { passengers: [{ type: 'ADULT', passport: { number: 'X12345678', country: 'US', expiresOn: '2036-05-01' }, knownTravelerNumber: '98765432' }] } })
    const line = lines.join('')
    expect(line).not.toContain('X12345678')
    expect(line).not.toContain('98765432')
    expect(line).toContain('ADULT')
  })

  it("redacts a traveller's name, email and phone by key, and masks an email wherever it is written (issue 35)", () => {
    const { logger, lines } = capture()
    logger.info({ traveler: { firstName: 'Jordan', lastName: 'Guest', email: 'jordan@example.com', phone: '+1 202 555 0143' }, status: 404 })
    logger.warn({ url: '/reservations/hotel/HTL-1?email=jordan.guest%40example.com', error: { message: 'No booking for jordan.guest@example.com' } }, 'lookup of jordan.guest@example.com failed')
    const text = lines.join('')
    for (const personal of ['Jordan', 'Guest', 'jordan', 'example.com', '555 0143']) expect(text).not.toContain(personal)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ status: 404, traveler: { email: '[redacted]' } })
    expect(JSON.parse(lines[1] ?? '').msg).toBe('lookup of [email] failed')
  })

  it('redacts secrets by key at any depth up to four levels', () => {
    const { logger, lines } = capture()
    logger.info({
      cardNumber: '4111111111111111',
      payment: { card: { cardCVV: '123', cardNumber: '378282246310005' } },
      body: { password: 'hunter2', nested: { accessToken: 'tok' } },
      headers: { cookie: 'session=1', authorization: 'Bearer x', 'x-api-key': 'rtk_partnerkey' },
      apiKey: 'rtk_partnerkey2',
    })
    const line = lines.join('')
    for (const secret of ['4111111111111111', '378282246310005', '"123"', 'hunter2', '"tok"', 'session=1', 'Bearer x', 'rtk_partnerkey']) {
      expect(line).not.toContain(secret)
    }
    expect(line).toContain('[redacted]')
  })

  it('masks card numbers inside messages, keeping the last four digits', () => {
    const { logger, lines } = capture()
    logger.warn('declined card 4111 1111 1111 1111 at checkout')
    expect(lines[0]).toContain('****1111')
    expect(lines[0]).not.toContain('4111 1111')
  })

  it("masks integrators' access tokens and API keys inside messages, keeping only their prefix", () => {
    const { logger, lines } = capture()
    logger.warn('refused Bearer rtm_Abc123_-xyz789QWERTY and key rtk_0123456789abcdef')
    expect(lines[0]).toContain('rtm_[redacted]')
    expect(lines[0]).toContain('rtk_[redacted]')
    expect(lines[0]).not.toMatch(/Abc123|0123456789abcdef/)
  })

  it('leaves short numbers such as prices and dates alone', () => {
    expect(maskCardNumbers('total 12500 on 2026-11-22')).toBe('total 12500 on 2026-11-22')
  })

  it('masks card numbers in every logged path and URL, spaces percent-encoded too, and never the trace ids (issue 41)', () => {
    const { logger, lines } = capture()
    const paths = ['/api/lxp/reservations/car/4111111111111111', '/api/lxp/hotel/offers/5555555555554444', '/api/lxp/nothing/378282246310005', '/api/lxp/reservations/car/4111%201111%201111%201111']
    for (const path of paths) logger.info({ method: 'GET', path, status: 404 }, 'request')
    logger.info({ upstream: { url: 'http://simulator.internal/v1/car/reservations/4111-1111-1111-1111?x=1' }, trace_id: '40000000000000000000000000000002' }, 'upstream call')
    const text = lines.join('')
    for (const digits of ['4111111111111111', '5555555555554444', '378282246310005', '4111%201111', '4111-1111']) expect(text).not.toContain(digits)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ path: '/api/lxp/reservations/car/****1111', status: 404 })
    expect(JSON.parse(lines[3] ?? '').path).toBe('/api/lxp/reservations/car/****1111')
    expect(JSON.parse(lines[4] ?? '')).toMatchObject({ upstream: { url: 'http://simulator.internal/v1/car/reservations/****1111?x=1' }, trace_id: '40000000000000000000000000000002' })
  })

  it('masks a card number that passes the check digit inside other text, and leaves ids and reservation numbers alone (issue 41)', () => {
    expect(maskCardNumbers("We could not find the hotel 'x5555555555554444'.")).toBe("We could not find the hotel 'x****4444'.")
    expect(maskCardNumbers('card4111111111111111end')).toBe('card****1111end')
    for (const id of ['HT-7KQ2M9X4PD', 'XR-MISSING0001', 'H1234567890123', '3f2c9a10-1234-4bcd-9def-123456789012', 'order-1234567890123x', 'CC-100002', '2026-11-22T10:00:00.000Z']) expect(maskCardNumbers(id)).toBe(id)
  })
})

describe('console, once routed through the logger (issue 35)', () => {
  const original = { ...console }
  afterEach(() => Object.assign(console, original))

  it('writes what a library prints, an error with its stack included, as one JSON line each', () => {
    const { logger, lines } = capture()
    routeConsoleThroughLogger(logger)
    const forged = new SyntaxError('Unexpected token \'z\', "z\n{"level":60,"msg":"forged"}" is not valid JSON')
    console.error(forged)
    console.warn('a warning', { from: 'a library' })
    expect(lines).toHaveLength(2)
    for (const line of lines) expect(line.trimEnd().split('\n')).toHaveLength(1)
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 50, source: 'console', err: { type: 'SyntaxError', message: expect.stringContaining('forged') } })
    expect(JSON.parse(lines[1] ?? '')).toMatchObject({ level: 40, msg: "a warning { from: 'a library' }" })
  })
})
