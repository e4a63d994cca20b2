// Issue 7 stored flags (§R3 identity, §R7 "streaming on"): the flags table seeded from flags.ts,
// the database provider answering a change as soon as it is written, FEATURE_FLAGS fixed on top, a
// change written by another process found when the database announces it, and the stream telling open pages.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DatabaseFlagProvider } from '@server/flags/database-flag-provider.server'
import { flagStreamResponse, openFlagStreamCount } from '@server/flags/flag-stream.server'
import { createFlagStore } from '@server/flags/flag-store.server'
import { flagDefaults } from '@server/flags/flags'
import { seedFeatureFlags } from '@server/flags/flags.seed'
import { createFlagService, evaluationContextOf } from '@server/flags/flags.server'
import { listenForCacheChanges, onTableChange } from '@server/db/change-notices.server'
import type { DatabaseHandle } from '@server/db/database.server'
import { openTestDatabase } from '../fixtures/database'

let handle: DatabaseHandle
let domains = 0
const domain = () => `stored-flags-${(domains += 1)}`
const guest = evaluationContextOf({ kind: 'anonymousSession', sessionId: 'RT123456789ABCDEFGHJKL' }, { siteId: 'default' })
const member = evaluationContextOf({ kind: 'authenticated', sub: 'hash-1', userId: 'C-1' }, { siteId: 'default' })

beforeAll(async () => {
  handle = await openTestDatabase()
  await seedFeatureFlags(handle.db, true)
})
afterAll(() => handle.close())

const storeOf = () => createFlagStore(async () => handle.db)

describe('the flags table', () => {
  it('is seeded with every flag of flags.ts and the environment’s defaults, and a later seed keeps a change', async () => {
    const store = storeOf()
    const flags = await store.list()
    expect(flags.map((flag) => flag.key)).toEqual(Object.keys(flagDefaults))
    expect(Object.fromEntries(flags.map((flag) => [flag.key, flag.enabled]))).toEqual({ ...flagDefaults, 'tester-app-id-switcher': true })
    expect(flags.every((flag) => flag.defaultValue && flag.rules.length === 0)).toBe(true)

    await store.update('line-tours', { enabled: false })
    await seedFeatureFlags(handle.db, false)
    expect((await store.list()).find((flag) => flag.key === 'line-tours')?.enabled).toBe(false)
    await store.update('line-tours', { enabled: true })
  })

  it('answers undefined for a flag without a row', async () => {
    expect(await storeOf().update('no-such-flag' as never, { enabled: true })).toBeUndefined()
  })
})

describe('the database provider through OpenFeature', () => {
  it('evaluates stored switches and rules, and answers a change as soon as the write returns, announcing it', async () => {
    const store = storeOf()
    const flags = createFlagService({ provider: new DatabaseFlagProvider({ store }), domain: domain() })
    expect(await flags.ready).toBe('ready')
    const announced: string[][] = []
    const stop = flags.onConfigurationChanged((keys) => announced.push(keys))

    expect((await flags.evaluate(guest))['uber-marketing-banner']).toBe(true)
    await store.update('uber-marketing-banner', { enabled: false })
    expect((await flags.evaluate(guest))['uber-marketing-banner']).toBe(false)
    await expect.poll(() => announced).toEqual([['uber-marketing-banner']])

    await store.update('labs-rapid', { enabled: true, defaultValue: false, rules: [{ type: 'match', attribute: 'kind', values: ['authenticated'], serve: true }] })
    expect(await flags.isEnabled('labs-rapid', member)).toBe(true)
    expect(await flags.isEnabled('labs-rapid', guest)).toBe(false)

    stop()
    await store.update('uber-marketing-banner', { enabled: true })
    await store.update('labs-rapid', { enabled: false, defaultValue: true, rules: [] })
    expect(announced).toHaveLength(2)
  })

  it('answers FEATURE_FLAGS values whatever is stored, without announcing changes to them', async () => {
    const store = storeOf()
    const flags = createFlagService({ provider: new DatabaseFlagProvider({ store, pinned: { 'line-dining': false } }), domain: domain() })
    const announced: string[][] = []
    flags.onConfigurationChanged((keys) => announced.push(keys))
    expect(await flags.isEnabled('line-dining', guest)).toBe(false)
    await store.update('line-dining', { enabled: true, defaultValue: true })
    expect(await flags.isEnabled('line-dining', guest)).toBe(false)
    expect(announced).toEqual([])
  })

  it('finds a change another process wrote when it reads the table again', async () => {
    const provider = new DatabaseFlagProvider({ store: storeOf() })
    const flags = createFlagService({ provider, domain: domain() })
    await flags.ready
    const announced: string[][] = []
    flags.onConfigurationChanged((keys) => announced.push(keys))
    // Another server process: its own store, whose notices this process does not hear.
    await storeOf().update('line-mobility', { enabled: false })
    expect(await flags.isEnabled('line-mobility', guest)).toBe(true)
    await provider.refresh()
    expect(await flags.isEnabled('line-mobility', guest)).toBe(false)
    await expect.poll(() => announced).toEqual([['line-mobility']])
    await storeOf().update('line-mobility', { enabled: true })
  })

  it('reads the table again by itself when the database announces a write (docs/decisions/062), within 2 s', async () => {
    const stopListening = await listenForCacheChanges(handle)
    const provider = new DatabaseFlagProvider({ store: storeOf(), changedElsewhere: (listener) => onTableChange('feature_flags', listener) })
    const flags = createFlagService({ provider, domain: domain() })
    try {
      await flags.ready
      const announced: string[][] = []
      flags.onConfigurationChanged((keys) => announced.push(keys))
      // Written as another process would: through a store this provider does not listen to.
      await storeOf().update('line-dining', { enabled: false })
      await expect.poll(() => announced, { timeout: 2_000 }).toEqual([['line-dining']])
      expect(await flags.isEnabled('line-dining', guest)).toBe(false)
    } finally {
      await storeOf().update('line-dining', { enabled: true })
      await provider.onClose()
      await stopListening()
    }
  })
})

describe('the flag stream (GET /api/flags/stream)', () => {
  it('sends Server-Sent Events naming the changed flags, and lets go when the page leaves', async () => {
    const store = storeOf()
    const flags = createFlagService({ provider: new DatabaseFlagProvider({ store }), domain: domain() })
    await flags.ready
    const leaving = new AbortController()
    const response = flagStreamResponse(new Request('http://localhost/api/flags/stream', { signal: leaving.signal }), { subscribe: flags.onConfigurationChanged })
    expect(response.headers.get('content-type')).toBe('text/event-stream; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe('no-store')
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    expect((await reader.read()).value).toContain('retry: 3000')
    expect(openFlagStreamCount()).toBe(1)

    await store.update('line-flights', { enabled: false })
    expect((await reader.read()).value).toBe('event: flags-changed\ndata: {"flags":["line-flights"]}\n\n')
    await store.update('line-flights', { enabled: true })
    expect((await reader.read()).value).toBe('event: flags-changed\ndata: {"flags":["line-flights"]}\n\n')

    leaving.abort()
    expect(openFlagStreamCount()).toBe(0)
    expect((await reader.read()).done).toBe(true)
  })

  it('keeps an idle stream open with comment lines', async () => {
    const response = flagStreamResponse(new Request('http://localhost/api/flags/stream'), { subscribe: () => () => {}, heartbeatMillis: 20 })
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    await reader.read()
    expect((await reader.read()).value).toBe(': keep-alive\n\n')
    await reader.cancel()
    expect(openFlagStreamCount()).toBe(0)
  })
})

describe('the flag stream in the OpenAPI document', () => {
  it('describes GET /api/flags/stream as text/event-stream, and the document stays valid', async () => {
    const { Validator } = await import('@seriousme/openapi-schema-validator')
    const { openApiDocument } = await import('@server/bff/openapi.server')
    const document = openApiDocument()
    expect((await new Validator().validate(structuredClone(document))).errors ?? []).toEqual([])
    const operation = (document.paths as Record<string, Record<string, { summary?: string; responses: Record<string, { content?: Record<string, unknown> }> }>>)['/api/flags/stream']?.get
    expect(operation?.summary).toBe('Hear feature-flag changes as Server-Sent Events')
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual(['text/event-stream'])
    expect(Object.keys(operation?.responses ?? {}).sort()).toEqual(['200', '405', '429', '503'])
  })
})
