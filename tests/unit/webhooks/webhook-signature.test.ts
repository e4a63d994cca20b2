// Issue 41 item 7, §D1.7 (what an integrator expects: signed events as Stripe and Duffel send them),
// §D7.23 (no secret in a log or the database in clear): the signature a partner checks, its replay
// window, the secret kept encrypted at rest, and the addresses an event may and may not be posted to.
import { createHmac } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { decryptWebhookSecret, encryptWebhookSecret, newWebhookSecret } from '@server/webhooks/webhook-secrets.server'
import { replayWindowSeconds, signWebhook, verifyWebhook } from '@server/webhooks/webhook-signature'
import { deliveryTargetProblem, endpointUrlProblem, isInternalAddress } from '@server/webhooks/webhook-targets.server'

const secret = 'whsec_test-secret-for-signatures'
const body = JSON.stringify({ id: 'evt_1', type: 'reservation.created' })
const sentAt = new Date('2027-03-01T10:00:00Z')

describe('the webhook signature', () => {
  it('is t=<unix seconds>,v1=<HMAC-SHA256 of "t.body"> as the guide computes it', () => {
    const header = signWebhook(secret, body, sentAt)
    const t = sentAt.getTime() / 1000
    expect(header).toBe(`t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`)
    expect(verifyWebhook(secret, body, header, sentAt)).toEqual({ ok: true, timestamp: t })
  })

  it('is refused for another body, another secret, or a malformed header', () => {
    const header = signWebhook(secret, body, sentAt)
    expect(verifyWebhook(secret, `${body} `, header, sentAt)).toEqual({ ok: false, reason: 'mismatch' })
    expect(verifyWebhook('whsec_other', body, header, sentAt)).toEqual({ ok: false, reason: 'mismatch' })
    for (const malformed of [undefined, '', 'v1=abc', `t=now,v1=${'0'.repeat(64)}`, 't=1,v1=zz']) expect(verifyWebhook(secret, body, malformed, sentAt)).toEqual({ ok: false, reason: 'malformed' })
  })

  it(`is refused as stale more than ${replayWindowSeconds} s from the receiver's clock, either way`, () => {
    const header = signWebhook(secret, body, sentAt)
    const at = (seconds: number) => new Date(sentAt.getTime() + seconds * 1000)
    expect(verifyWebhook(secret, body, header, at(replayWindowSeconds)).ok).toBe(true)
    expect(verifyWebhook(secret, body, header, at(replayWindowSeconds + 1))).toEqual({ ok: false, reason: 'stale' })
    expect(verifyWebhook(secret, body, header, at(-replayWindowSeconds - 1))).toEqual({ ok: false, reason: 'stale' })
  })
})

describe('the signing secret at rest', () => {
  it('is stored encrypted under AUTH_SECRET, readable only with it', () => {
    const fresh = newWebhookSecret()
    expect(fresh).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/)
    const authSecret = 'a'.repeat(48)
    const stored = encryptWebhookSecret(fresh, authSecret)
    expect(stored).not.toContain(fresh.slice(6))
    expect(encryptWebhookSecret(fresh, authSecret)).not.toBe(stored)
    expect(decryptWebhookSecret(stored, authSecret)).toBe(fresh)
    expect(() => decryptWebhookSecret(stored, 'b'.repeat(48))).toThrow()
  })
})

describe('where an event may be posted', () => {
  it('takes https on the public internet, and refuses http, credentials and our own network outside the sandbox', () => {
    expect(endpointUrlProblem('https://partner.example/hooks', false)).toBeUndefined()
    expect(endpointUrlProblem('http://partner.example/hooks', false)).toBe('must be https')
    expect(endpointUrlProblem('ftp://partner.example/hooks', false)).toBe('must be https')
    expect(endpointUrlProblem('https://user:pw@partner.example/hooks', false)).toMatch(/user name/)
    expect(endpointUrlProblem('not a url', false)).toMatch(/absolute URL/)
    for (const internal of ['https://localhost/x', 'https://127.0.0.1/x', 'https://10.1.2.3/x', 'https://192.168.1.1/x', 'https://169.254.169.254/latest', 'https://[::1]/x', 'https://[fd00::1]/x']) {
      expect(endpointUrlProblem(internal, false), internal).toMatch(/public internet/)
    }
  })

  it('takes http to localhost and private addresses in the sandbox, and nothing else over http', () => {
    expect(endpointUrlProblem('http://127.0.0.1:4000/hooks', true)).toBeUndefined()
    expect(endpointUrlProblem('http://localhost:4000/hooks', true)).toBeUndefined()
    expect(endpointUrlProblem('https://10.0.0.5/hooks', true)).toBeUndefined()
    expect(endpointUrlProblem('http://partner.example/hooks', true)).toMatch(/localhost in the sandbox/)
  })

  it('refuses a link-local address in the sandbox too: a cloud metadata service answers at 169.254.169.254 (issue 41)', async () => {
    for (const linkLocal of ['https://169.254.169.254/', 'https://169.254.1.1/x', 'https://[fe80::1]/x', 'https://[::ffff:169.254.169.254]/x']) {
      expect(endpointUrlProblem(linkLocal, true), linkLocal).toMatch(/link-local/)
    }
    const url = new URL('https://metadata.partner.example/hooks')
    expect(await deliveryTargetProblem(url, true, async () => [{ address: '169.254.169.254' }])).toMatch(/link-local/)
    expect(await deliveryTargetProblem(new URL('https://169.254.169.254/'), true)).toMatch(/link-local/)
  })

  it('knows our own addresses, IPv4-mapped ones included', () => {
    for (const address of ['127.0.0.1', '10.0.0.1', '172.20.1.1', '192.168.0.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fe80::1', 'fc00::1', '::ffff:127.0.0.1']) expect(isInternalAddress(address), address).toBe(true)
    for (const address of ['93.184.216.34', '2606:4700::1111', '::ffff:93.184.216.34']) expect(isInternalAddress(address), address).toBe(false)
  })

  it('refuses at delivery a host name that resolves inside our network (outside the sandbox)', async () => {
    const url = new URL('https://partner.example/hooks')
    expect(await deliveryTargetProblem(url, false, async () => [{ address: '93.184.216.34' }])).toBeUndefined()
    expect(await deliveryTargetProblem(url, false, async () => [{ address: '93.184.216.34' }, { address: '10.0.0.7' }])).toMatch(/loopback or private/)
    expect(await deliveryTargetProblem(url, false, async () => [])).toMatch(/does not resolve/)
    expect(await deliveryTargetProblem(url, true, async () => [{ address: '10.0.0.7' }])).toBeUndefined()
  })
})

describe("the guide's verification snippet", () => {
  it('accepts what the server signs and refuses a stale or altered one', async () => {
    const guide = readFileSync(path.resolve('docs/api/guides.md'), 'utf8')
    const snippet = /# Webhooks[\s\S]*?```ts\n([\s\S]*?)```/.exec(guide)?.[1]
    expect(snippet).toContain('timingSafeEqual')
    const folder = mkdtempSync(path.join(tmpdir(), 'webhook-guide-'))
    const file = path.join(folder, 'verify.ts')
    writeFileSync(file, snippet!)
    try {
      const { verifyWebhook: guideVerify } = (await import(/* @vite-ignore */ file)) as { verifyWebhook: (secret: string, rawBody: string, header: string | undefined, now?: number) => boolean }
      const header = signWebhook(secret, body, sentAt)
      expect(guideVerify(secret, body, header, sentAt.getTime())).toBe(true)
      expect(guideVerify(secret, body, header, sentAt.getTime() + 301_000)).toBe(false)
      expect(guideVerify(secret, `${body} `, header, sentAt.getTime())).toBe(false)
      expect(guideVerify(secret, body, undefined, sentAt.getTime())).toBe(false)
    } finally {
      rmSync(folder, { recursive: true, force: true })
    }
  })
})
