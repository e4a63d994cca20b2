// §D7: the client address comes from X-Forwarded-For only through TRUSTED_PROXIES; a header
// sent from anywhere else changes nothing.
import { describe, expect, it } from 'vitest'
import { parseConfig } from '@server/config/env'
import { createClientAddressResolver } from '@server/http/client-address'

// A production environment, so parsing writes no development secret.
const production = { NODE_ENV: 'production', AUTH_SECRET: 'client-address-test-secret'.padEnd(40, 'x') }

describe('the client address', () => {
  it('is the socket address when no proxy is trusted, whatever X-Forwarded-For says', () => {
    const resolve = createClientAddressResolver('')
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
    expect(resolve('203.0.113.7', null)).toBe('203.0.113.7')
  })

  it('is the address a trusted proxy saw, and the socket address for a connection from anywhere else', () => {
    const resolve = createClientAddressResolver('127.0.0.1, 10.0.0.0/8')
    expect(resolve('127.0.0.1', '198.51.100.1')).toBe('198.51.100.1')
    expect(resolve('::ffff:127.0.0.1', '198.51.100.1')).toBe('198.51.100.1')
    expect(resolve('203.0.113.7', '198.51.100.1')).toBe('203.0.113.7')
    expect(resolve('127.0.0.1', null)).toBe('127.0.0.1')
  })

  it('walks the chain from the right and stops at the first address no trusted proxy vouches for', () => {
    const resolve = createClientAddressResolver('127.0.0.1,10.0.0.0/8')
    // The client wrote "1.1.1.1" itself; the edge proxy (10.0.0.5) appended the address it saw.
    expect(resolve('127.0.0.1', '1.1.1.1, 198.51.100.9, 10.0.0.5')).toBe('198.51.100.9')
  })

  it('refuses a TRUSTED_PROXIES that is not a list of addresses or ranges, naming the variable', () => {
    expect(() => parseConfig({ ...production, TRUSTED_PROXIES: '127.0.0.1, not-an-address' })).toThrow(/TRUSTED_PROXIES/)
    expect(() => parseConfig({ ...production, TRUSTED_PROXIES: '10.0.0.0/99' })).toThrow(/TRUSTED_PROXIES/)
    expect(parseConfig({ ...production, TRUSTED_PROXIES: 'loopback, 10.0.0.0/8' }).TRUSTED_PROXIES).toBe('loopback, 10.0.0.0/8')
  })

  it('accepts a REDIS_URL only as redis:// or rediss://', () => {
    expect(() => parseConfig({ ...production, REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL/)
    expect(parseConfig({ ...production, REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379')
  })
})
