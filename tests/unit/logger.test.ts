// DESIGN.md §6/§7: no card number, CVV, password, token or cookie ever appears in a log line.
import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, maskCardNumbers } from '@server/log/logger'

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
    logger.info({ body: { passengers: [{ firstName: 'Jordan', passport: { number: 'X12345678', country: 'US', expiresOn: '2036-05-01' }, knownTravelerNumber: '98765432' }] } })
    const line = lines.join('')
    expect(line).not.toContain('X12345678')
    expect(line).not.toContain('98765432')
    expect(line).toContain('Jordan')
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
})
